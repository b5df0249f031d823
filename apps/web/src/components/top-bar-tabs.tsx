import { createContext, type ReactNode, useContext } from 'react';
import { createPortal } from 'react-dom';

/**
 * The top bar keeps a slot for the current page's tabs. The shell provides the slot element;
 * a page renders `<TopBarTabs>` anywhere and its children appear in the top bar.
 */
export const TopBarTabsSlotContext = createContext<HTMLElement | null>(null);

export function TopBarTabs({ children }: { children: ReactNode }) {
  const slot = useContext(TopBarTabsSlotContext);
  return slot ? createPortal(children, slot) : null;
}
