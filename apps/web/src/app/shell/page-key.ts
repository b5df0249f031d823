/** Routes whose last segment is view state (spec part 2): the page stays mounted while it changes. */
const VIEW_STATE_ROUTES = [
  /^(\/project\/[^/]+)\/[^/]+\/?$/,
  /^(\/summaryview\/[^/]+)\/[^/]+\/?$/,
  /^(\/defaultfolders)\/[^/]+\/?$/,
];

/**
 * What resets the page's error boundary: the path without a view-state segment, so that writing
 * the view to the URL (filters typed, a document opened) does not mount the page again.
 */
export function pageKey(pathname: string): string {
  for (const route of VIEW_STATE_ROUTES) {
    const match = route.exec(pathname);
    if (match) return match[1];
  }
  return pathname;
}
