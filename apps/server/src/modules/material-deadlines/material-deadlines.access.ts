import { ErrorCode } from '@portal/contracts';
import type { AccessSource } from '../../platform/access/access';
import {
  MATERIAL_DEADLINES,
  type MaterialDeadlinesSubject,
} from '../../platform/access/policies/material-deadlines.policy';
import { projectViewer } from '../../platform/access/viewers';
import { notFound } from '../../platform/http/app-error';
import * as repo from './material-deadlines.repo';

/*
 * Where the deadlines' gate finds its rows: each kind is found only through a project the caller
 * sees (the projects visibility join, in the same statement), so a hidden project and a missing
 * row are the same 404; the materialDeadlines policy then says who reads and who manages.
 */

const found = <R extends { id: number }>(row: R) => ({
  id: row.id,
  subject: MATERIAL_DEADLINES,
  removed: false,
  row,
});

/** A project's deadlines as a whole (the list, adding one): by the project's id. */
export const projectDeadlinesAccess: AccessSource<MaterialDeadlinesSubject, repo.DeadlineProjectRow> = {
  notFound: () => notFound('Project not found.', ErrorCode.noProject),
  async find(db, user, ids, { lock }) {
    return (await repo.findProjectsIn(db, projectViewer(user), ids, lock)).map(found);
  },
};

/** One selection deadline, within its project: another project's is 404. */
export const deadlineAccess: AccessSource<MaterialDeadlinesSubject, repo.DeadlineRow, { projectId: number }> = {
  notFound: () => notFound('Deadline not found.'),
  async find(db, user, ids, { within, lock }) {
    if (!within) return [];
    return (await repo.findDeadlinesIn(db, projectViewer(user), within.projectId, ids, lock)).map(found);
  },
};

/** A material form, for its own deadline. */
export const deadlineFormAccess: AccessSource<MaterialDeadlinesSubject, repo.FormRow> = {
  notFound: () => notFound('Material form not found.', ErrorCode.invalidForm),
  async find(db, user, ids, { lock }) {
    return (await repo.findFormsIn(db, projectViewer(user), ids, lock)).map(found);
  },
};

/** A form's own deadline. */
export const formDeadlineAccess: AccessSource<MaterialDeadlinesSubject, repo.FormDeadlineRow> = {
  notFound: () => notFound('Material form deadline not found.'),
  async find(db, user, ids, { lock }) {
    return (await repo.findFormDeadlinesIn(db, projectViewer(user), ids, lock)).map(found);
  },
};

/** A quote, for its deadline (the deadline's id is the quote's). */
export const deadlineQuoteAccess: AccessSource<MaterialDeadlinesSubject, repo.QuoteDeadlineRow> = {
  notFound: () => notFound('Quote not found.'),
  async find(db, user, ids, { lock }) {
    return (await repo.findQuotesIn(db, projectViewer(user), ids, lock)).map(found);
  },
};
