/**
 * A windowed list: only the rows in view (plus a few) are in the DOM, so 5,000 entities scroll
 * and filter instantly. @tanstack/react-virtual keeps the window: each row is measured as it
 * renders (a row may be taller than `rowHeight`, its estimate and minimum) and the viewport is
 * watched for resizes. Arrow keys, Home/End and Page keys move focus between rows' first
 * control, scrolling as needed; every row says where it sits in the whole list.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface VirtualListProps<T> {
  items: readonly T[];
  /** A row's height in px before it is measured, and the least it takes. */
  rowHeight: number;
  /** The viewport's height in px at most; a short list takes only what its rows need. */
  maxHeight: number;
  getKey: (item: T) => string;
  renderRow: (item: T, index: number) => ReactNode;
  label: string;
  /** Changing it scrolls back to the top (a new filter). */
  resetKey?: string;
  overscan?: number;
  testId?: string;
  onCommit?: () => void;
}

/** The viewport's border, top and bottom (settings.css `.vlist`): part of its height, never of the rows'. */
const VIEWPORT_BORDER_PX = 2;

export function VirtualList<T>({ items, rowHeight, maxHeight, getKey, renderRow, label, resetKey, overscan = 6, testId, onCommit }: VirtualListProps<T>) {
  const viewport = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);
  const lastReset = useRef(resetKey);
  // Callers pass `getKey` inline; only a new list should make the virtualizer re-key its rows.
  const keyOf = useRef(getKey);
  keyOf.current = getKey;
  const getItemKey = useCallback((index: number) => keyOf.current(items[index]!), [items]);

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => rowHeight,
    getItemKey,
    overscan,
    // Before the viewport is measured (the first render), assume it is as tall as it may be.
    initialRect: { width: 0, height: maxHeight },
  });
  const rows = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();

  useLayoutEffect(() => {
    if (lastReset.current !== resetKey) {
      lastReset.current = resetKey;
      pendingFocus.current = null;
      virtualizer.scrollToOffset(0);
    }
    onCommit?.();
  });

  // A key press asks for a row that may not be rendered yet: focus it once it is.
  useLayoutEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    if (index >= items.length) {
      pendingFocus.current = null;
      return;
    }
    const target = viewport.current?.querySelector<HTMLElement>(`[data-index="${index}"] input, [data-index="${index}"] button`);
    if (target) {
      pendingFocus.current = null;
      target.focus({ preventScroll: true });
    }
  });

  const moveFocus = (index: number) => {
    if (items.length === 0) return;
    const next = Math.min(Math.max(index, 0), items.length - 1);
    pendingFocus.current = next;
    virtualizer.scrollToIndex(next, { align: 'auto' });
    const target = viewport.current?.querySelector<HTMLElement>(`[data-index="${next}"] input, [data-index="${next}"] button`);
    if (target) {
      pendingFocus.current = null;
      target.focus({ preventScroll: true });
    }
  };

  /** Rows wholly in view, less one (so a page turn keeps one row of context); at least one. */
  const pageSize = () => {
    const el = viewport.current;
    if (el === null) return 1;
    const top = el.scrollTop;
    const bottom = top + el.clientHeight;
    const whole = virtualizer.getVirtualItems().filter((row) => row.start >= top && row.end <= bottom).length;
    return Math.max(1, whole - 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (row === null) return;
    const index = Number(row.dataset['index']);
    const moves: Record<string, () => number> = {
      ArrowDown: () => index + 1,
      ArrowUp: () => index - 1,
      PageDown: () => index + pageSize(),
      PageUp: () => index - pageSize(),
      Home: () => 0,
      End: () => items.length - 1,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    moveFocus(move());
  };

  return (
    // The viewport only catches the key presses bubbling up from the rows' own controls: a container,
    // not a widget (jsx-a11y's advice for such an element), so the list inside keeps the semantics.
    <div
      className="vlist"
      role="presentation"
      ref={viewport}
      style={{ height: Math.min(maxHeight, total + VIEWPORT_BORDER_PX) }}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      <ul className="vlist__inner" aria-label={label} style={{ height: total }}>
        {rows.map((row) => {
          const item = items[row.index]!;
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              className="vlist__row"
              data-index={row.index}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              style={{ minHeight: rowHeight, transform: `translateY(${row.start}px)` }}
            >
              {renderRow(item, row.index)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
