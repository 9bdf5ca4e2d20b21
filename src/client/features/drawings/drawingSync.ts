/**
 * What a drawing editor sends and when (issue 18 item 2), free of Excalidraw so it is tested on its
 * own: `SentVersions` remembers the version of each element the server already has (sent by us or
 * received from others), so `changed(elements)` answers only the elements edited here since —
 * Excalidraw bumps `version` on every edit; `throttle` runs a function at most once per `ms`, with a
 * trailing call so the last change is always sent.
 */
import type { DrawingElement } from '../../../shared/drawings/drawing.types';

/** The element versions the server is known to have, by element id. */
export class SentVersions {
  private readonly versions = new Map<string, number>();

  /** Forgets everything (a re-join starts from the server's scene). */
  reset(elements: readonly DrawingElement[] = []): void {
    this.versions.clear();
    this.remember(elements);
  }

  /** Records elements the server has (sent or received); a lower version never lowers the record. */
  remember(elements: readonly DrawingElement[]): void {
    for (const element of elements) {
      const known = this.versions.get(element.id);
      if (known === undefined || element.version > known) this.versions.set(element.id, element.version);
    }
  }

  /** The elements whose version is above the recorded one (new elements included). */
  changed(elements: readonly DrawingElement[]): DrawingElement[] {
    return elements.filter((element) => element.version > (this.versions.get(element.id) ?? -1));
  }
}

/** A throttled `run`: at most one call per `ms`, the last request always honoured; `cancel` drops it. */
export function throttle(run: () => void, ms: number): { request(): void; flush(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = 0;
  let wanted = false;
  const fire = () => {
    timer = null;
    wanted = false;
    last = Date.now();
    run();
  };
  return {
    request() {
      wanted = true;
      if (timer) return;
      const wait = Math.max(0, last + ms - Date.now());
      timer = setTimeout(fire, wait);
    },
    flush() {
      if (timer) clearTimeout(timer);
      if (wanted) fire();
      else timer = null;
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      wanted = false;
    },
  };
}

/** File ids of image elements that `known` lacks (the images to load from the server). */
export function missingFileIds(elements: readonly DrawingElement[], known: ReadonlySet<string>): string[] {
  const ids = new Set<string>();
  for (const element of elements)
    if (
      !element.isDeleted &&
      element.type === 'image' &&
      typeof element.fileId === 'string' &&
      !known.has(element.fileId)
    )
      ids.add(element.fileId);
  return [...ids];
}
