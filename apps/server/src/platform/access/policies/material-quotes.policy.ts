import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { hasPermission, isCondominiumAdmin, isStaff, ownsApartment, residesInApartment } from '../user-facts';

/*
 * Material quotes and their room cards (DECISIONS.md "Condominiums and materials"): staff who see
 * the quote's project read it, and projects.manage on that project manages it (rows, publish,
 * photos, additional rows, room card); once published, the apartment's owners and tenants and the
 * condominium's admin read it, and only its owners answer (read, approve, corrections, room-card
 * approval). A quote still `created` is staff's draft: 404 to residents. Another apartment's
 * residents never see it (404).
 */

export interface MaterialQuoteSubject {
  kind: 'materialQuote';
  apartmentId: number;
  condominiumId: number;
  /** The visibility join of the quote's project, for this user (projects.repo). */
  projectVisible: boolean;
  /** Status other than created: the owner has been sent it at least once. */
  published: boolean;
}

const staffOfProject = (user: AuthUser, quote: MaterialQuoteSubject) => isStaff(user) && quote.projectVisible;
const manages = (user: AuthUser, quote: MaterialQuoteSubject) =>
  staffOfProject(user, quote) && hasPermission(user, 'projects.manage');
const answers = (user: AuthUser, quote: MaterialQuoteSubject) =>
  quote.published && ownsApartment(user, quote.apartmentId);

export const materialQuotePolicy = definePolicy<MaterialQuoteSubject>()({
  read: (user, quote) =>
    staffOfProject(user, quote) ||
    (quote.published && (residesInApartment(user, quote.apartmentId) || isCondominiumAdmin(user, quote.condominiumId))),
  manage: manages,
  answer: answers,
  comment: (user, quote) => manages(user, quote) || answers(user, quote),
});

/** A project's quotes as a whole (the panel's list, creating one); the project's visibility is SQL. */
export interface ProjectQuotesSubject {
  kind: 'projectQuotes';
}

export const projectQuotesPolicy = definePolicy<ProjectQuotesSubject>()({
  read: (user) => isStaff(user),
  create: (user) => isStaff(user) && hasPermission(user, 'projects.manage'),
});

export const PROJECT_QUOTES: ProjectQuotesSubject = { kind: 'projectQuotes' };
