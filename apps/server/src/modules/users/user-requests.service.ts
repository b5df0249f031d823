import {
  type ApproveUserRequestInput,
  ErrorCode,
  type PortalUserInput,
  type UserRequestListInput,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { authorize } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, conflict, invalid, notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import { companyAccess } from '../companies/companies.access';
import { findCompaniesByIds } from '../companies/companies.repo';
import { presentUserRequest } from './user-requests.presenter';
import * as repo from './user-requests.repo';
import { findUserByEmail } from './users.repo';
import * as users from './users.service';

const DECIDE = { kind: 'userRequests' } as const;

/**
 * POST portal/user. The answer is the same whatever happens, so it tells nobody whether an address
 * has an account: a request from an address that has one, or that already waits, is not stored again.
 */
export async function submitUserRequest(ctx: AppContext, input: PortalUserInput): Promise<void> {
  if (input.company_id && !(await findCompaniesByIds(ctx.db, [input.company_id])).length) {
    throw invalid({ company_id: ['company-not-found'] });
  }
  if (await findUserByEmail(ctx.db, input.email)) return;
  if (await repo.findPendingByEmail(ctx.db, input.email)) return;
  await repo.insertUserRequest(ctx.db, {
    name: input.name,
    email: input.email.toLowerCase(),
    phone: input.phone || null,
    companyId: input.company_id ?? null,
    companyName: input.company_name || null,
    message: input.message || null,
    locale: input.locale ?? 'en',
  });
}

export async function listUserRequests(ctx: AppContext, actor: AuthUser, query: UserRequestListInput) {
  authorize(actor, 'decide', DECIDE);
  const status = query.status === 'all' ? undefined : query.status;
  const { rows, total } = await repo.findUserRequests(ctx.db, status, pageWindow(query));
  return { rows: rows.map((r) => presentUserRequest(actor, r)), total };
}

async function getPending(tx: DbOrTx, id: number) {
  const request = await repo.findUserRequestForUpdate(tx, id);
  if (!request) throw notFound('Request not found.');
  if (request.status !== 'pending') throw conflict(ErrorCode.conflict, `The request is already ${request.status}.`);
  return request;
}

/**
 * Makes the account in the chosen company (the body's, else the one named in the request; neither:
 * 422 code 2 "missing company id"), which must be one whose users the caller manages, and sends
 * the activation e-mail with the commit.
 */
export async function approveUserRequest(ctx: AppContext, actor: AuthUser, id: number, input: ApproveUserRequestInput) {
  authorize(actor, 'decide', DECIDE);
  const { request, user } = await users.withEmailCheck(() =>
    ctx.db.transaction(async (tx) => {
      const pending = await getPending(tx, id);
      const companyId = input.company_id ?? pending.companyId;
      if (!companyId) {
        throw new AppError(422, ErrorCode.queryError, 'Missing company id.', { company_id: ['missing-company-id'] });
      }
      await requireAccess(tx, actor, 'manageUsers', companyAccess, companyId);
      const created = await users.createUserInCompany(
        tx,
        {
          email: pending.email,
          name: pending.name,
          phone: pending.phone,
          userCategoryId: input.user_category_id,
          locale: pending.locale === 'fi' ? 'fi' : 'en',
        },
        companyId,
        input.roles ?? [],
      );
      const decided = await repo.decideUserRequest(tx, id, {
        status: 'approved',
        decidedBy: actor.id,
        userId: created.id,
      });
      await users.sendActivation(ctx, created, tx);
      return { request: decided, user: created };
    }),
  );
  return { request: presentUserRequest(actor, request), user: await users.presentOne(ctx.db, actor, user) };
}

export async function rejectUserRequest(ctx: AppContext, actor: AuthUser, id: number) {
  authorize(actor, 'decide', DECIDE);
  const row = await ctx.db.transaction(async (tx) => {
    await getPending(tx, id);
    return repo.decideUserRequest(tx, id, { status: 'rejected', decidedBy: actor.id });
  });
  return presentUserRequest(actor, row);
}
