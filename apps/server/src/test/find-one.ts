/** The first item that matches; fails the test, naming `what`, when none does (instead of `find(...)!`). */
export function findOne<T>(items: readonly T[], match: (item: T) => boolean, what = 'a matching item'): T {
  const item = items.find(match);
  if (item === undefined) throw new Error(`no ${what} among ${items.length} items`);
  return item;
}
