import type { UserCategory } from '@portal/contracts';

/** A user's category name; users without one are in the default category. */
export function categoryNameOf(categoryId: number | null, categories: readonly UserCategory[] | undefined): string {
  if (!categories) return '';
  const found = categoryId === null ? categories.find((c) => c.default) : categories.find((c) => c.id === categoryId);
  return found?.name ?? '';
}
