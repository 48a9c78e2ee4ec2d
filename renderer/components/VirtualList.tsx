/**
 * A small windowed list: only the rows in view (plus a few) are in the DOM, so 5,000 entities
 * scroll and filter instantly. Rows have one fixed height. Arrow keys, Home/End and Page keys move
 * focus between rows' first control, scrolling as needed.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface VirtualListProps<T> {
  items: readonly T[];
  rowHeight: number;
  /** Viewport height in px. */
  height: number;
  getKey: (item: T) => string;
  renderRow: (item: T, index: number) => ReactNode;
  label: string;
  /** Changing it scrolls back to the top (a new filter). */
  resetKey?: string;
  overscan?: number;
  testId?: string;
  onCommit?: () => void;
}

export function VirtualList<T>({ items, rowHeight, height, getKey, renderRow, label, resetKey, overscan = 6, testId, onCommit }: VirtualListProps<T>) {
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const lastReset = useRef(resetKey);

  let top = scrollTop;
  if (lastReset.current !== resetKey) top = 0;
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const last = Math.min(items.length, Math.ceil((top + height) / rowHeight) + overscan);

  useLayoutEffect(() => {
    if (lastReset.current !== resetKey) {
      lastReset.current = resetKey;
      if (viewport.current !== null) viewport.current.scrollTop = 0;
      setScrollTop(0);
    }
    onCommit?.();
  });

  useLayoutEffect(() => {
    if (focusIndex === null) return;
    const target = viewport.current?.querySelector<HTMLElement>(`[data-index="${focusIndex}"] input, [data-index="${focusIndex}"] button`);
    target?.focus({ preventScroll: true });
    setFocusIndex(null);
  }, [focusIndex, first, last]);

  const moveFocus = (index: number) => {
    const el = viewport.current;
    if (el === null || items.length === 0) return;
    const next = Math.min(Math.max(index, 0), items.length - 1);
    const rowTop = next * rowHeight;
    if (rowTop < el.scrollTop) el.scrollTop = rowTop;
    else if (rowTop + rowHeight > el.scrollTop + el.clientHeight) el.scrollTop = rowTop + rowHeight - el.clientHeight;
    setScrollTop(el.scrollTop);
    setFocusIndex(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (row === null) return;
    const index = Number(row.dataset['index']);
    const page = Math.max(1, Math.floor(height / rowHeight) - 1);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, PageDown: index + page, PageUp: index - page, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveFocus(target);
  };

  return (
    <div
      className="vlist"
      ref={viewport}
      style={{ height }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      <ul className="vlist__inner" aria-label={label} style={{ height: items.length * rowHeight }}>
        {items.slice(first, last).map((item, i) => {
          const index = first + i;
          return (
            <li
              key={getKey(item)}
              className="vlist__row"
              data-index={index}
              aria-setsize={items.length}
              aria-posinset={index + 1}
              style={{ height: rowHeight, transform: `translateY(${index * rowHeight}px)` }}
            >
              {renderRow(item, index)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
