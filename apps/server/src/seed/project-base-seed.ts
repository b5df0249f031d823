import { PROJECT_STATUS_SLUGS, type ProjectStatusSlug } from '@portal/contracts';
import { count } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { projectStatuses, projectSubtypes } from '../platform/db/schema';

/** Names of the built-in statuses; the web app shows them by translated slug. */
const STATUS_NAMES: Record<ProjectStatusSlug, string> = {
  active: 'Active',
  inactive: 'Inactive',
  before: 'Before',
  during: 'During',
  after: 'After',
  imported: 'Imported',
};

/**
 * What projects need in a new installation (called from the base seed): the built-in statuses
 * and one default subtype. Each table is filled only while it is empty, so what administrators
 * rename or delete later stays as they left it.
 */
export async function seedProjectBase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ statuses }] = await tx.select({ statuses: count() }).from(projectStatuses);
    if (statuses === 0) {
      await tx.insert(projectStatuses).values(
        PROJECT_STATUS_SLUGS.map((slug) => ({
          slug,
          name: STATUS_NAMES[slug],
          // Every built-in status is a default one: shown by its translated slug, never deleted (43).
          isDefault: true,
          isActive: true,
        })),
      );
    }
    const [{ subtypes }] = await tx.select({ subtypes: count() }).from(projectSubtypes);
    if (subtypes === 0) await tx.insert(projectSubtypes).values({ name: 'Default', isDefault: true });
  });
}
