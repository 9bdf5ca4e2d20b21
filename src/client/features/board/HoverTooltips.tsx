/**
 * One tooltip for every light element of the board that carries `data-tooltip` (spec/board.md §2
 * Card tile and stickers strip: the hints of the system stickers). A board draws hundreds of such
 * elements; a MUI Tooltip around each costs a component per element on every render, so this one
 * listens on the document instead and shows the hint of the element under the pointer (after
 * MUI's 100 ms enter delay) or of the element focused from the keyboard. The element keeps the
 * hint as its `aria-label`, as MUI's Tooltip gives it, so assistive technology reads it without this.
 */
import { Suspense, useEffect, useState } from 'react';
// Loaded with the first hint: the board's first paint does not wait for Tooltip and Popper (DESIGN §7).
import { LazyMuiTooltip as Tooltip, TOOLTIP_ENTER_DELAY_MS as ENTER_DELAY_MS, focusVisible } from '../LazyTooltip';

interface Tip {
  element: HTMLElement;
  text: string;
}

const tipOf = (target: EventTarget | null): Tip | null => {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-tooltip]') : null;
  const text = element?.dataset.tooltip;
  return element && text ? { element, text } : null;
};

/** Mount once where `data-tooltip` elements are shown (BoardView, CardPage). */
export function HoverTooltips() {
  const [tip, setTip] = useState<Tip | null>(null);
  const [used, setUsed] = useState(false);
  if (tip && !used) setUsed(true);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (next: Tip | null, delay: number) => {
      clearTimeout(timer);
      if (!next) return setTip(null);
      timer = setTimeout(() => setTip(next), delay);
    };
    const onOver = (event: PointerEvent) => {
      const next = tipOf(event.target);
      setTip((current) => (current && next && current.element === next.element ? current : null));
      show(next, ENTER_DELAY_MS);
    };
    const onFocus = (event: FocusEvent) => {
      const next = tipOf(event.target);
      show(next && focusVisible(next.element) ? next : null, 0);
    };
    const hide = () => show(null, 0);
    document.addEventListener('pointerover', onOver);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', hide);
    document.addEventListener('pointerdown', hide);
    document.addEventListener('scroll', hide, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerover', onOver);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', hide);
      document.removeEventListener('pointerdown', hide);
      document.removeEventListener('scroll', hide, true);
    };
  }, []);

  if (!used) return null;
  // The hidden span is only Tooltip's required child: the popper is anchored to the hovered element.
  return (
    <Suspense fallback={null}>
      <Tooltip
        open={Boolean(tip?.element.isConnected)}
        title={tip?.text ?? ''}
        disableFocusListener
        disableHoverListener
        disableTouchListener
        slotProps={{ popper: { anchorEl: tip?.element } }}
      >
        <span hidden />
      </Tooltip>
    </Suspense>
  );
}
