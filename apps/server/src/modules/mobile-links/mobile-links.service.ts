import type { MobileLink, MobileLinkInput } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { authorize } from '../../platform/access/gate';
import { MOBILE_LINKS } from '../../platform/access/policies/mobile-links.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import { notFound } from '../../platform/http/app-error';
import * as repo from './mobile-links.repo';

const linkNotFound = () => notFound('Mobile link not found.');

function present(row: repo.MobileLinkRecord): MobileLink {
  return { id: row.id, title: row.title, link: row.link, order: row.order };
}

export async function listLinks(ctx: AppContext, user: AuthUser): Promise<MobileLink[]> {
  authorize(user, 'list', MOBILE_LINKS);
  return (await repo.findMobileLinks(ctx.db)).map(present);
}

export async function createLink(ctx: AppContext, user: AuthUser, input: MobileLinkInput): Promise<MobileLink> {
  authorize(user, 'manage', MOBILE_LINKS);
  return present(await repo.insertMobileLink(ctx.db, input));
}

export async function updateLink(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: MobileLinkInput,
): Promise<MobileLink> {
  authorize(user, 'manage', MOBILE_LINKS);
  const row = await repo.updateMobileLink(ctx.db, id, input);
  if (!row) throw linkNotFound();
  return present(row);
}

export async function deleteLink(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  authorize(user, 'manage', MOBILE_LINKS);
  if (!(await repo.deleteMobileLink(ctx.db, id))) throw linkNotFound();
}
