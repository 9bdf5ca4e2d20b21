/**
 * Gesture classification of sticker widgets (spec/board.md §4 "Gesture classification: click,
 * long click (after 100 ms) or drag (movement over 5 px). Only a click opens or acts on sticker
 * menus. Menus open on click, and on hover if the user's mouse-action setting allows"; §9
 * long-click 100 ms, drag threshold 5 px).
 *
 * Usage: `const gesture = useStickerGesture({ onClick: open, onHover: allowHover ? open : undefined });`
 * then spread `gesture` on the element. Keyboard Enter/Space count as a click.
 */
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

/** Press longer than this (ms) is a long click, not a click (spec §9). */
export const LONG_CLICK_MS = 100;
/** Movement beyond this (px) makes the press a drag (spec §9). */
export const DRAG_THRESHOLD_PX = 5;

export type Gesture = 'click' | 'longClick' | 'drag';

/** Classifies a finished press by its duration (ms) and largest distance from the start (px). */
export function classifyGesture(durationMs: number, distancePx: number): Gesture {
  if (distancePx > DRAG_THRESHOLD_PX) return 'drag';
  return durationMs >= LONG_CLICK_MS ? 'longClick' : 'click';
}

export interface StickerGestureOptions {
  /** A click (or Enter/Space): opens or acts on the sticker menu. */
  onClick?: (target: HTMLElement) => void;
  /** Pointer entered the element; pass only when the user's setting allows menus on hover. */
  onHover?: (target: HTMLElement) => void;
  disabled?: boolean;
}

/** Pointer and key handlers that call `onClick` only for a click gesture. */
export function useStickerGesture({ onClick, onHover, disabled }: StickerGestureOptions) {
  const press = useRef<{ x: number; y: number; at: number; distance: number } | null>(null);
  if (disabled) return {};
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      press.current = { x: event.clientX, y: event.clientY, at: performance.now(), distance: 0 };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const start = press.current;
      if (start)
        start.distance = Math.max(start.distance, Math.hypot(event.clientX - start.x, event.clientY - start.y));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const start = press.current;
      press.current = null;
      if (!start) return;
      const distance = Math.max(start.distance, Math.hypot(event.clientX - start.x, event.clientY - start.y));
      if (classifyGesture(performance.now() - start.at, distance) === 'click') onClick?.(event.currentTarget);
    },
    onPointerCancel: () => {
      press.current = null;
    },
    onPointerEnter: onHover ? (event: PointerEvent<HTMLElement>) => onHover(event.currentTarget) : undefined,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onClick?.(event.currentTarget);
    },
  };
}
