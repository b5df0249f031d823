import type { UserCategory } from '@portal/contracts';
import type { UserCategoryRecord } from './user-categories.repo';

export function presentUserCategory(row: UserCategoryRecord): UserCategory {
  return { id: row.id, name: row.name, default: row.isDefault };
}
