import { projectChannel, RealtimeEvent, userChannel } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { findLinkedProjectIds, findSignedInUserIds, isLinkedAnywhere } from './notifications.repo';

/**
 * NOTIFICATION_PUBLISHED (DECISIONS.md "Real-time"): a global notification goes to the user channel
 * of everyone signed in now (a live token); one tied to projects to those projects' channels, whose
 * subscribers are exactly the users who see the project. One tied only to condominiums or apartments
 * is not announced: their pages read it when opened. The caller need not wait.
 */
export async function announcePublished(
  ctx: Pick<AppContext, 'db' | 'publisher'>,
  id: number,
  title: string,
): Promise<void> {
  try {
    const payload = { id, title };
    const channels = (await isLinkedAnywhere(ctx.db, id))
      ? (await findLinkedProjectIds(ctx.db, id)).map(projectChannel)
      : (await findSignedInUserIds(ctx.db)).map(userChannel);
    await Promise.all(channels.map((c) => ctx.publisher.publish(c, RealtimeEvent.notificationPublished, payload)));
  } catch {
    // A lost notice is recovered by the client's next fetch; it must never fail the change itself.
  }
}
