/**
 * The hold that turns a card's "make sub-card" zone into the drop target (spec/board.md §4
 * Sorting; see cardCollision.ts): the pointer must stay over the same zone for NEST_HOVER_MS. A
 * drag merely crossing the middle of a card (on its way to the top of a column) therefore reorders.
 */
import type { UniqueIdentifier } from '@dnd-kit/core';

/** How long the pointer must rest over a card's middle before a drop there nests, ms. */
export const NEST_HOVER_MS = 450;

/**
 * Follows the zone under the pointer during one drag. `onArmed` runs when a zone has been held for
 * `delayMs` (the board then recomputes its collisions, so the zone becomes dnd-kit's `over`).
 * Plain state outside React: a pointer move changes it without rendering anything.
 */
export class NestHover {
  private zone: UniqueIdentifier | null = null;
  private armedZone: UniqueIdentifier | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly onArmed: () => void,
    private readonly delayMs = NEST_HOVER_MS,
  ) {}

  /** The zone held long enough, still under the pointer; null when none. */
  get armed(): UniqueIdentifier | null {
    return this.armedZone;
  }

  /** The zone now under the pointer (null for none), after each pointer move. */
  track(zone: UniqueIdentifier | null): void {
    if (zone === this.zone) return;
    this.reset();
    this.zone = zone;
    if (zone === null) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.armedZone = zone;
      this.onArmed();
    }, this.delayMs);
  }

  /** Forgets the zone (the drag ended or was cancelled). */
  reset(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.zone = null;
    this.armedZone = null;
  }
}
