/**
 * Code a signed-in page will run, asked for by index.html's first script before the entry has run
 * (vite-plugins/first-screen.ts lists it in a meta tag as `prefix|name` pairs of `/assets/{name}.js`): on a
 * phone's link the route tree and the page then download beside the entry, not after it.
 */
/** The meta tag's name, written by the build (vite-plugins/first-screen.ts). */
export const SIGNED_IN_CHUNKS_META = 'portal-signed-in-chunks';

export function preloadSignedInChunks(pathname: string): void {
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${SIGNED_IN_CHUNKS_META}"]`)?.content;
  for (const entry of listed ? listed.split(' ') : []) {
    const [prefix, name] = entry.split('|');
    if (!name || !pathname.startsWith(prefix)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/assets/${name}.js`;
    document.head.appendChild(link);
  }
}
