import { Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { TopBarTabs } from '../../../components/top-bar-tabs';

/** The shell's narrow breakpoint (below `sm`), where the top bar keeps only its icons. */
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
 * Page tabs in the top bar's slot. The list gets its own Tabs root inside the portal, because the
 * tab styles hang on CSS variables of the root element, which a portal would leave behind; the
 * panel stays in the page and keeps the ids the tabs point to.
 */
export function TopTabs({ id, label, tabs, value, onChange, children }: TopTabsProps) {
  // On phones the top bar has room for one tab at most: the list moves above the page, wrapping.
  const isNarrow = useMediaQuery(NARROW_QUERY) ?? false;
  const list = (
    <Tabs
      id={id}
      value={value}
      onChange={(next) => next && onChange?.(next)}
      variant="pills"
      radius="md"
      styles={{
        list: isNarrow ? { marginBottom: 'var(--mantine-spacing-md)' } : { flexWrap: 'nowrap', overflowX: 'auto' },
        tab: { paddingInline: 10, paddingBlock: 6, whiteSpace: 'nowrap', flexShrink: 0 },
      }}
    >
      <Tabs.List aria-label={label}>
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
      {isNarrow ? list : <TopBarTabs>{list}</TopBarTabs>}
      <div role="tabpanel" id={`${id}-panel-${value}`} aria-labelledby={`${id}-tab-${value}`}>
        {children}
      </div>
    </>
  );
}
