/**
 * The import dialog's steps (issue 7 Deliver 2, 4): choose a file → read and checked on the client
 * (importFile.ts; a refused file sends nothing) → Import → upload with progress → the server imports (one
 * transaction) → the report, or the server's message in words. Cancel aborts the request; the
 * project's board list is refreshed after a success (and after a cancel, in case the server
 * finished anyway), so the new board appears even when no live event reaches this tab.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import type { ImportReport } from '../../../shared/board/boardExport';
import { api } from '../../api/api';
import type { RootState } from '../../app/store';
import { useAppDispatch } from '../../app/hooks';
import { prepareImportFile, type ImportFileProblem, type PreparedImport } from './importFile';
import { TransferAborted, transferHeaders, uploadJson, type TransferFailure } from './transferHttp';

/** Why the dialog is back at the file choice: the file was refused, or the user cancelled. */
export type ChooseNotice = ImportFileProblem | 'cancelled' | null;

export type ImportStep =
  | { phase: 'choose'; notice: ChooseNotice }
  | { phase: 'reading'; fileName: string }
  | { phase: 'ready'; fileName: string; prepared: PreparedImport }
  | { phase: 'uploading'; fileName: string; cardCount: number; progress: number }
  | { phase: 'importing'; fileName: string; cardCount: number }
  | { phase: 'done'; report: ImportReport }
  | { phase: 'failed'; failure: TransferFailure };

/** POST path of each import route (DESIGN §3 Route map). */
export const importUrl = (projectId: number, kind: 'trello' | 'board') => `/project/${projectId}/import/${kind}`;

/** State and actions of one import into project `projectId`. */
export function useBoardImport(projectId: number) {
  const store = useStore<RootState>();
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<ImportStep>({ phase: 'choose', notice: null });
  const controller = useRef<AbortController | null>(null);

  const refreshBoards = useCallback(
    () => dispatch(api.util.invalidateTags([{ type: 'Board', id: `project-${projectId}` }])),
    [dispatch, projectId],
  );

  // Closing the dialog mid-way aborts the request.
  useEffect(() => () => controller.current?.abort(), []);

  /** Reads and checks a picked file; a refused file is reported and nothing is sent. */
  const pick = useCallback(async (file: File) => {
    setStep({ phase: 'reading', fileName: file.name });
    const prepared = await prepareImportFile(file);
    setStep(
      prepared.ok
        ? { phase: 'ready', fileName: file.name, prepared: prepared.value }
        : { phase: 'choose', notice: prepared.problem },
    );
  }, []);

  /** Sends the checked file to its import route (step must be 'ready'). */
  const start = useCallback(async () => {
    if (step.phase !== 'ready') return;
    const { fileName, prepared } = step;
    const { kind, text, cardCount } = prepared;
    const abort = new AbortController();
    controller.current = abort;
    setStep({ phase: 'uploading', fileName, cardCount, progress: 0 });
    try {
      const result = await uploadJson<ImportReport>({
        url: importUrl(projectId, kind),
        body: text,
        headers: transferHeaders(store.getState(), 'application/json'),
        signal: abort.signal,
        onProgress: (progress) =>
          setStep((s) => (s.phase === 'uploading' ? { ...s, progress: Math.max(s.progress, progress) } : s)),
        onUploaded: () => setStep((s) => (s.phase === 'uploading' ? { phase: 'importing', fileName, cardCount } : s)),
      });
      if (result.ok) {
        refreshBoards();
        setStep({ phase: 'done', report: result.value });
      } else setStep({ phase: 'failed', failure: result });
    } catch (error) {
      if (!(error instanceof TransferAborted)) throw error;
      // The server may have finished before the abort reached it: refresh so such a board shows.
      refreshBoards();
      setStep({ phase: 'choose', notice: 'cancelled' });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, [step, projectId, store, refreshBoards]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setStep({ phase: 'choose', notice: null }), []);

  return { step, pick, start, cancel, reset };
}
