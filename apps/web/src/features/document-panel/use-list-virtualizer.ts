import { useVirtualizer, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

interface ListVirtualizerOptions {
  /** On a phone the list grows with the page; at a desk it scrolls in its own box. */
  isMobile: boolean;
  count: number;
  estimateSize: (index: number) => number;
  overscan: number;
}

export interface ListVirtualizer {
  /** The box that scrolls at a desk (none on a phone). */
  scrollRef: React.RefObject<HTMLDivElement | null>;
  /** The element the items are placed in: on a phone its place on the page is measured. */
  listRef: React.RefObject<HTMLDivElement | null>;
  items: VirtualItem[];
  totalSize: number;
  /** An item's top within the list element. */
  topOf: (item: VirtualItem) => number;
}

const INITIAL_RECT = { width: 1000, height: 600 };

/**
 * The panel's lists keep only the items in view (and a few more) in the DOM. At a desk they scroll
 * inside their own box beside the folders; on a phone they grow with the page, which scrolls
 * (one scroll, no box inside the page: issue 16), so the window is what is watched, from where the
 * list begins on the page.
 */
export function useListVirtualizer({
  isMobile,
  count,
  estimateSize,
  overscan,
}: ListVirtualizerOptions): ListVirtualizer {
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [pageTop, setPageTop] = useState(0);

  // Where the list begins on the page changes with what is above it (filters opened, the map).
  useLayoutEffect(() => {
    if (!isMobile) return;
    const measure = () => {
      const element = listRef.current;
      if (!element) return;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setPageTop((current) => (current === top ? current : top));
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [isMobile]);

  const boxed = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan,
    initialRect: INITIAL_RECT,
    enabled: !isMobile,
  });
  const paged = useWindowVirtualizer({
    count,
    estimateSize,
    overscan,
    scrollMargin: pageTop,
    initialRect: INITIAL_RECT,
    enabled: isMobile,
  });
  const active = isMobile ? paged : boxed;
  const margin = isMobile ? pageTop : 0;
  return {
    scrollRef,
    listRef,
    items: active.getVirtualItems(),
    totalSize: active.getTotalSize(),
    topOf: (item) => item.start - margin,
  };
}
