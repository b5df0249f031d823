import {
  ErrorCode,
  projectChannel,
  type SessionUser,
  strongPassword,
  USER_DISABLED_MESSAGE,
  userChannel,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { hasAccess } from '../../platform/access/access';
import type { AuthUser } from '../../platform/auth/auth-user';
import { sendPasswordLink } from '../../platform/auth/password-links';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { sha256 } from '../../platform/auth/secrets';
import { issueToken, resolveSession } from '../../platform/auth/sessions';
import { AppError, badRequest, conflict, invalid, unauthorized } from '../../platform/http/app-error';
import { projectAccess } from '../projects/projects.access';
import { presentSessionUser } from './auth.presenter';
import * as repo from './auth.repo';
import { assertMaySignIn, recordSignInFailure, signInLimitKeyToClear, takeResetAllowance } from './login-throttle';

export async function authenticate(ctx: AppContext, email: string, password: string, ip: string): Promise<SessionUser> {
  const { db, config } = ctx;
  await assertMaySignIn(ctx, email, ip);
  const user = await repo.findUserByEmail(db, email);
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) {
    await recordSignInFailure(ctx, email, ip);
    throw new AppError(401, ErrorCode.loginFailed, 'Check email and password');
  }
  if (!user.enabled) throw new AppError(401, ErrorCode.statusNotFound, USER_DISABLED_MESSAGE);
  const { token } = await db.transaction(async (tx) => {
    await repo.clearFailures(tx, signInLimitKeyToClear(ctx, email, ip));
    return issueToken(tx, user.id, config.SESSION_LIFETIME_MINUTES);
  });
  const authUser = await resolveSession(db, token, config.SESSION_LIFETIME_MINUTES);
  if (!authUser) throw unauthorized();
  return presentSessionUser(authUser, token);
}

/** Reset requests are answered at once and worked by this job, so the answer's timing tells nothing. */
export const PASSWORD_RESET_JOB = 'password-reset-request';

export interface PasswordResetJob {
  email: string;
}

/**
 * Always succeeds, and does the same work whether or not the account exists (count the address,
 * queue one job), so neither the answer nor its timing tells which addresses are registered. The
 * job looks the account up and mails the link. Throttled per address (429).
 */
export async function requestPasswordReset(ctx: AppContext, email: string, ip: string): Promise<void> {
  await takeResetAllowance(ctx, ip);
  await ctx.jobs.send<PasswordResetJob>(PASSWORD_RESET_JOB, { email: email.trim() });
}

/** The job's half: mails a reset link when the address belongs to an enabled account, else nothing. */
export async function sendRequestedReset(ctx: AppContext, { email }: PasswordResetJob): Promise<void> {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (user?.enabled) await sendPasswordLink(ctx, user.id, 'reset');
}

export async function changePassword(
  ctx: AppContext,
  input: { token: string; email: string; password: string; password_confirmation: string },
): Promise<void> {
  if (input.password !== input.password_confirmation) throw conflict(ErrorCode.conflict, "The passwords don't match");
  const invalidLink = () => badRequest(ErrorCode.invalidToken, 'The link is invalid, used or expired.');
  const row = await repo.findLivePasswordToken(ctx.db, sha256(input.token));
  const user = row ? await repo.findUserById(ctx.db, row.userId) : undefined;
  if (!row || !user || user.email.toLowerCase() !== input.email.trim().toLowerCase()) throw invalidLink();
  const strength = strongPassword.safeParse(input.password);
  if (!strength.success) throw invalid({ password: strength.error.issues.map((i) => i.message) });
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    // Another request may have used the link since the check above; only one claim succeeds.
    if (!(await repo.consumePasswordToken(tx, row.id))) throw invalidLink();
    await repo.setPasswordHash(tx, user.id, passwordHash);
    await repo.usePasswordTokens(tx, user.id);
    // A new password ends every session opened with the old one.
    await repo.revokeUserTokens(tx, user.id);
  });
  ctx.sessions.forgetUser(user.id);
}

export async function privacyTerms(ctx: AppContext) {
  const rows = await repo.findPrivacyTerms(ctx.db);
  return { translations: rows.map((r) => ({ locale: r.locale, title: r.title, content: r.content })) };
}

export async function acceptTerms(ctx: AppContext, userId: number): Promise<void> {
  await repo.acceptTerms(ctx.db, userId);
  ctx.sessions.forgetUser(userId);
}

/**
 * Whether a user may listen on a real-time channel (DECISIONS.md "Real-time"): their own user
 * channel, and the channel of a project they may see (projects.access and the visibility join).
 */
export async function maySubscribe(ctx: AppContext, user: AuthUser, channel: string): Promise<boolean> {
  if (channel === userChannel(user.id)) return true;
  const project = /^private-project\.([1-9]\d{0,9})$/.exec(channel);
  if (!project) return false;
  const projectId = Number(project[1]);
  if (projectId > 2_147_483_647 || projectChannel(projectId) !== channel) return false;
  return hasAccess(ctx.db, user, 'read', projectAccess, projectId);
}
