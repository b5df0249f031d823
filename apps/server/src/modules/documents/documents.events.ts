import { projectChannel, type RealtimeEvent, type RealtimeEventName } from '@portal/contracts';
import type { AppContext } from '../../app-context';

/**
 * Tells the project's channel that documents changed, after the commit. A notice that fails to go
 * out changes nothing: the web app refetches the list on its own schedule.
 */
export async function announceDocuments(ctx: AppContext, event: RealtimeEventName, projectId: number, ids: number[]) {
  for (const id of ids) {
    await ctx.publisher
      .publish(projectChannel(projectId), event as typeof RealtimeEvent.documentCreated, { id, project_id: projectId })
      .catch(() => {});
  }
}
