/**
 * A number sticker's settings with defaults applied (spec/board.md §4 Number field; DESIGN §4:
 * precision 2, no min/max). Without zod, so that the board's tiles can read them without loading
 * the schemas (stickerConfigs.ts re-exports it).
 */
import { DEFAULT_NUMBER_PRECISION } from './stickerTypes';

/** Number configs as stored or received: parts may be missing or `null`. */
interface NumberConfigsInput {
  number?: { precision?: number | null; min?: number | null; max?: number | null } | null;
}

/** Number settings with defaults applied (precision 2, no min/max — DESIGN §4). */
export interface ResolvedNumberConfig {
  precision: number;
  min: number | null;
  max: number | null;
}
export function resolveNumberConfig(configs: NumberConfigsInput | null | undefined): ResolvedNumberConfig {
  const n = configs?.number;
  return {
    precision: typeof n?.precision === 'number' ? n.precision : DEFAULT_NUMBER_PRECISION,
    min: typeof n?.min === 'number' ? n.min : null,
    max: typeof n?.max === 'number' ? n.max : null,
  };
}
