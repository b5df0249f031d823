import { createContext } from 'react';

/**
 * The top bar keeps a slot for the current page's tabs: the shell provides the slot element and
 * `TopTabs` portals a page's tabs into it when they fit.
 */
export const TopBarTabsSlotContext = createContext<HTMLElement | null>(null);
