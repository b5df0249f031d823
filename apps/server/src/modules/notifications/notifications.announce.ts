import { projectChannel, RealtimeEvent, userChannel } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { findResidentAudience } from './notification-residents.repo';
import {
  findLinkedProjectIds,
  findSignedInUserIds,
  isLinkedAnywhere,
  type NotificationTarget,
} from './notifications.repo';

/**
 * NOTIFICATION_PUBLISHED (DECISIONS.md "Real-time"): a global notification goes to the user channel
 * of everyone signed in now (a live token); one tied to projects to those projects' channels, whose
 * subscribers are exactly the users who see the project; one tied to condominiums or apartments to
 * the user channels of their residents and admins (notification-residents.repo.ts). The caller need
 * not wait.
 */
export async function announcePublished(
  ctx: Pick<AppContext, 'db' | 'publisher'>,
  id: number,
  title: string,
): Promise<void> {
  await announce(ctx, { id, title }, async () => {
    if (!(await isLinkedAnywhere(ctx.db, id))) return (await findSignedInUserIds(ctx.db)).map(userChannel);
    const projects = (await findLinkedProjectIds(ctx.db, id)).map(projectChannel);
    const residents = (await findResidentAudience(ctx.db, { notificationId: id })).map(userChannel);
    return [...projects, ...residents];
  });
}

/**
 * A published notification newly tied to a project, condominium or apartment: announced to that
 * target's audience only (the others heard of it when it was published or tied to them).
 */
export async function announceLinked(
  ctx: Pick<AppContext, 'db' | 'publisher'>,
  notification: { id: number; title: string },
  target: NotificationTarget,
  targetId: number,
): Promise<void> {
  await announce(ctx, notification, async () =>
    target === 'project'
      ? [projectChannel(targetId)]
      : (await findResidentAudience(ctx.db, { target, id: targetId })).map(userChannel),
  );
}

async function announce(
  ctx: Pick<AppContext, 'publisher'>,
  payload: { id: number; title: string },
  channelsOf: () => Promise<string[]>,
): Promise<void> {
  try {
    const channels = await channelsOf();
    await Promise.all(channels.map((c) => ctx.publisher.publish(c, RealtimeEvent.notificationPublished, payload)));
  } catch {
    // A lost notice is recovered by the client's next fetch; it must never fail the change itself.
  }
}
