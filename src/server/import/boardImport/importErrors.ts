/**
 * The 400 answers of an import whose file cannot be written (issue 7 Deliver 4 "a clear message";
 * DESIGN §3 Envelope, never a 500 for a client's mistake). Each is VALIDATION_FAILED with an i18n
 * context, so the message names the place: i18n/<locale>/errors.json `VALIDATION_FAILED_<context>`,
 * e.g. `Card "Write spec": sticker "Deadline" value is not valid`.
 */
import type { FieldErrors } from '../../../shared/envelope';
import { AppError } from '../../http/appError';

/** The i18n contexts of import errors and the parameters each message takes. */
export interface ImportErrorParams {
  boardExport: Record<string, never>;
  /** TrelloExportError reasons (../trello/trelloExport.ts). */
  trelloArray: Record<string, never>;
  trelloNotObject: Record<string, never>;
  trelloMissing: { fields: string };
  trelloShape: { paths: string };
  importTooManyCards: { cards: number; max: number };
  importDisplayType: { type: string };
  importStickerType: { sticker: string; type: string };
  importStickerName: { type: string };
  importStickerConfigs: { sticker: string };
  importStickerTwice: { sticker: string };
  importCardUnknownSticker: { card: string; sticker: string };
  importCardStickerTwice: { card: string; sticker: string };
  importCardStickerValue: { card: string; sticker: string };
  importTemplateUnknownSticker: { template: string; sticker: string };
  importTemplateStickerValue: { template: string; sticker: string };
  importCardDate: { card: string; date: string };
}

/** Longest name quoted in a message; longer ones end in an ellipsis. */
const QUOTE_LENGTH = 80;

/** A name as a message quotes it (cut to 80 characters). */
export const quoted = (name: string | null | undefined): string => {
  const text = (name ?? '').trim();
  return text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH)}…` : text;
};

/** A 400 VALIDATION_FAILED whose message is `errors:VALIDATION_FAILED_<context>` with `params`. */
export function importFileError<C extends keyof ImportErrorParams>(
  context: C,
  params: ImportErrorParams[C],
  fields?: FieldErrors,
): AppError {
  return new AppError('VALIDATION_FAILED', { params: { context, ...params }, ...(fields ? { fields } : {}) });
}
