import type { ProductReportFormat } from '@portal/contracts';
import type { AuthUser } from '../../platform/auth/auth-user';
import { signLink, verifyLink } from '../../platform/auth/signed-links';

/*
 * A print link's token: `{userId}.{sessionId}.{expires}.{signature}`, signed over the project, the
 * form (0: the project's report), the format, the user and their session. It works until it
 * expires and only while that session lives (sign-out ends it too), for nothing else.
 */

const PURPOSE = 'product-report';

export interface ReportTarget {
  projectId: number;
  formId: number | null;
  format: ProductReportFormat;
}

const parts = (target: ReportTarget, userId: number, sessionId: number) => [
  target.projectId,
  target.formId ?? 0,
  target.format,
  userId,
  sessionId,
];

export function makeReportToken(
  secret: string,
  target: ReportTarget,
  user: Pick<AuthUser, 'id' | 'tokenId'>,
  expiresAt: Date,
): string {
  return `${user.id}.${user.tokenId}.${signLink(secret, PURPOSE, parts(target, user.id, user.tokenId), expiresAt)}`;
}

/** The user and session a valid token names, or null (malformed, forged, expired, another target). */
export function readReportToken(
  secret: string,
  target: ReportTarget,
  token: string,
): { userId: number; sessionId: number } | null {
  const match = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,9})\.(.+)$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const sessionId = Number(match[2]);
  return verifyLink(secret, PURPOSE, parts(target, userId, sessionId), match[3]) ? { userId, sessionId } : null;
}
