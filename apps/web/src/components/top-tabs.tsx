import { Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useContext, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { TopBarTabsSlotContext } from './top-bar-tabs';

/** Below `sm` the top bar keeps only its icons (the shell's narrow breakpoint). */
const NARROW_QUERY = '(max-width: 47.99em)';

export interface TopTab {
  value: string;
  label: string;
}

interface TopTabsProps {
  /** Prefix of the tab and panel ids (`{id}-tab-{value}`, `{id}-panel-{value}`, as Mantine names them). */
  id: string;
  label: string;
  tabs: readonly TopTab[];
  value: string;
  onChange?: (value: string) => void;
  /** The chosen tab's content, rendered in the page as that tab's panel. */
  children: ReactNode;
}

/**
 * Whether the tab list fits in the top bar's slot. When it does not (long Finnish labels, many
 * tabs, a narrow window), the list moves above the page, where it wraps and every tab stays
 * visible; it moves back once the slot has grown to the width the list needed.
 */
function useFitsInSlot(slot: HTMLElement | null, list: HTMLDivElement | null, isNarrow: boolean) {
  const [fits, setFits] = useState(true);
  const neededWidth = useRef(0);

  useLayoutEffect(() => {
    if (!slot || isNarrow) return;
    const measure = () => {
      if (fits && list && list.scrollWidth > list.clientWidth + 1) {
        neededWidth.current = list.scrollWidth;
        setFits(false);
      } else if (!fits && slot.clientWidth >= neededWidth.current) {
        setFits(true);
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(slot);
    return () => observer.disconnect();
  }, [slot, list, fits, isNarrow]);

  return fits;
}

/**
 * Page tabs in the top bar's slot. The list gets its own Tabs root inside the portal, because the
 * tab styles hang on CSS variables of the root element, which a portal would leave behind; the
 * panel stays in the page and keeps the ids the tabs point to.
 */
export function TopTabs({ id, label, tabs, value, onChange, children }: TopTabsProps) {
  const slot = useContext(TopBarTabsSlotContext);
  const isNarrow = useMediaQuery(NARROW_QUERY) ?? false;
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const fits = useFitsInSlot(slot, list, isNarrow);
  const inTopBar = Boolean(slot) && !isNarrow && fits;

  const tabList = (
    <Tabs
      id={id}
      value={value}
      onChange={(next) => next && onChange?.(next)}
      variant="pills"
      radius="md"
      styles={{
        list: inTopBar
          ? { flexWrap: 'nowrap', overflowX: 'auto' }
          : { flexWrap: 'wrap', marginBottom: 'var(--mantine-spacing-md)' },
        tab: { paddingInline: 10, paddingBlock: 6, whiteSpace: 'nowrap', flexShrink: 0 },
      }}
    >
      <Tabs.List ref={inTopBar ? setList : undefined} aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
  return (
    <>
      {inTopBar && slot ? createPortal(tabList, slot) : tabList}
      <div role="tabpanel" id={`${id}-panel-${value}`} aria-labelledby={`${id}-tab-${value}`}>
        {children}
      </div>
    </>
  );
}
