/**
 * A row of tabs with the WAI-ARIA tabs pattern's keyboard use, as MUI Tabs had it (the project's
 * sections, spec/shell.md §2; the project's boards, spec/board.md §1): `role="tablist"` named by
 * `label`, its children `role="tab"` elements (links or buttons, class `shell-tab`) with
 * `aria-selected`; only the selected tab (else the first) is in the Tab order, and Left/Right,
 * Home/End move the focus between tabs (activation stays a click, Enter or Space). Drawn by
 * shellStyles.ts: no measuring, the indicator is the selected tab's own border.
 */
import type { KeyboardEvent, ReactNode } from 'react';

/** Keys that move the focus, and where: -1 / +1 a step, -Infinity / Infinity the ends. */
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity };

/** Moves the focus between the list's tabs (roving tabindex). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const step = STEPS[event.key];
  if (step === undefined) return;
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
  if (tabs.length === 0) return;
  const current = tabs.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (step === -Infinity) next = 0;
  else if (step === Infinity) next = tabs.length - 1;
  else next = (current + step + tabs.length) % tabs.length;
  event.preventDefault();
  tabs[next].focus();
}

/** `tabIndex` of the tab at `index` in a list whose selected tab is at `selectedIndex` (-1: none). */
export const rovingTabIndex = (index: number, selectedIndex: number): 0 | -1 =>
  index === (selectedIndex < 0 ? 0 : selectedIndex) ? 0 : -1;

/** The tab list; `size` "board" is the board tabs' taller row. */
export function TabList({ label, size, children }: { label: string; size?: 'board'; children: ReactNode }) {
  return (
    <div role="tablist" aria-label={label} className="shell-tabs" data-size={size} onKeyDown={moveFocus}>
      {children}
    </div>
  );
}
