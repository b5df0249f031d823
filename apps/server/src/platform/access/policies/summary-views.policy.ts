import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { hasPermission, isOwnerManager } from '../user-facts';

/**
 * Summary views (spec part 2 "Summary views"; DECISIONS.md "Summary views"). Owner-managers see
 * and manage every view; a user of a company the view is shared with sees it, read-only except the
 * state keyword of its documents. Which views a user is shared is SQL (`attached`); a view neither
 * rule lets through is 404.
 */
export interface SummaryViewSubject {
  kind: 'summaryView';
  /** The view is shared with one of the user's companies. */
  attached: boolean;
}

/** Seeing documents at all, as the document policy's `read`. */
const readsDocuments = (user: AuthUser) =>
  hasPermission(user, 'projects.access') && hasPermission(user, 'documents.access');

const mayRead = (user: AuthUser, subject: SummaryViewSubject) =>
  isOwnerManager(user) || (subject.attached && readsDocuments(user));

export const summaryViewPolicy = definePolicy<SummaryViewSubject>(staffArea)({
  read: mayRead,
  /** Delete the view, attach and detach companies. */
  manage: (user) => isOwnerManager(user),
  /** Any state keyword, for whoever sees the view (spec part 2 §4). */
  setState: mayRead,
});

/** The collection: the list answers each user their own views; creating is owner-managers'. */
export interface SummaryViewsSubject {
  kind: 'summaryViews';
}

export const summaryViewsPolicy = definePolicy<SummaryViewsSubject>(staffArea)({
  create: (user) => isOwnerManager(user),
  /** The list: every staff user, each shown their own views (SQL). */
  list: () => true,
});

export const SUMMARY_VIEWS: SummaryViewsSubject = { kind: 'summaryViews' };
