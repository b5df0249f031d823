/** The first item that matches; fails the test, naming `what`, when none does (instead of `find(...)!`). */
export function findOne<T>(items: readonly T[], match: (item: T) => boolean, what = 'a matching item'): T {
  const item = items.find(match);
  if (item === undefined) throw new Error(`no ${what} among ${items.length} items`);
  return item;
}

/** The value, which the test knows is set (a project's status); fails the test, naming `what`, when not. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is not set`);
  return value;
}
