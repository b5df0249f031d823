type StatusChoice = { id: number; slug: string | null; is_default: boolean; is_active: boolean };

/**
 * The status a new project starts with: the built-in `active` one. When an administrator has made
 * it inactive, the first active built-in status other than `inactive`; else none (the user chooses).
 */
export function findStartStatus<T extends StatusChoice>(statuses: readonly T[]): T | undefined {
  const active = statuses.find((s) => s.slug === 'active' && s.is_active);
  return active ?? statuses.find((s) => s.is_default && s.is_active && s.slug !== 'inactive');
}
