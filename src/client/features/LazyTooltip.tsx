/**
 * A hint on hover or keyboard focus (spec/board.md §8 tooltips) whose code — MUI's Tooltip with
 * Popper and @popperjs/core, ~11 KB gzip — loads only when a hint is first wanted, so it is not
 * part of a screen's first paint (DESIGN §7 budgets). The child is drawn as it is, with the
 * `aria-label` MUI's Tooltip would give it; the tooltip is a sibling anchored to it (opened after
 * MUI's 100 ms enter delay, closed on leave or blur), so the child is never re-mounted when the
 * tooltip's code arrives — a menu anchored to it stays where it is.
 */
import {
  Suspense,
  cloneElement,
  lazy,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

/** MUI's Tooltip, fetched on first use (shared with the board's HoverTooltips). */
export const LazyMuiTooltip = lazy(() => import(/* webpackChunkName: "tooltip" */ '@mui/material/Tooltip'));

/** MUI Tooltip's default enter delay, ms. */
export const TOOLTIP_ENTER_DELAY_MS = 100;

/** True when `element` has keyboard focus (MUI shows a tooltip on focus only then). */
export const focusVisible = (element: Element): boolean => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // an engine without :focus-visible
  }
};

interface ChildProps {
  'aria-label'?: string;
  onMouseOver?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/** `title` shown over `children` (one element accepting mouse and focus handlers). */
export function LazyTooltip({ title, children }: { title: ReactNode; children: ReactElement<ChildProps> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (element: HTMLElement, delay: number) => {
    if (open && anchor === element) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setAnchor(element);
      setOpen(true);
    }, delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  const own = children.props;
  const child = cloneElement(children, {
    'aria-label': own['aria-label'] ?? (typeof title === 'string' ? title : undefined),
    onMouseOver: (event: MouseEvent<HTMLElement>) => {
      own.onMouseOver?.(event);
      show(event.currentTarget, TOOLTIP_ENTER_DELAY_MS);
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      own.onMouseLeave?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (focusVisible(event.currentTarget)) show(event.currentTarget, 0);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hide();
    },
  });
  return (
    <>
      {child}
      {anchor && (
        <Suspense fallback={null}>
          {/* The hidden span is only Tooltip's required child: the popper is anchored to the child above. */}
          <LazyMuiTooltip
            open={open && anchor.isConnected}
            title={title}
            disableFocusListener
            disableHoverListener
            disableTouchListener
            slotProps={{ popper: { anchorEl: anchor } }}
          >
            <span hidden />
          </LazyMuiTooltip>
        </Suspense>
      )}
    </>
  );
}
