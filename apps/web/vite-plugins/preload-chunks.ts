import type { Plugin } from 'vite';

/**
 * Links named lazy chunks (`build.rolldownOptions.output.codeSplitting` group names) from
 * index.html, with their stylesheets, so the browser fetches them beside the entry script
 * instead of after it has run. For a chunk every visit needs but that is kept out of the entry
 * (cached on its own): the login's route tree, which the signed-in tree imports too.
 */
export function preloadChunks(names: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'portal:preload-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const bundle = ctx.bundle;
        return names.flatMap((name) => {
          const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.name === name);
          if (chunk?.type !== 'chunk') throw new Error(`no chunk named ${name} to preload`);
          const sheets = [...(chunk.viteMetadata?.importedCss ?? [])];
          return [
            {
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
              injectTo: 'head' as const,
            },
            ...sheets.map((sheet) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${sheet}` },
              injectTo: 'head' as const,
            })),
          ];
        });
      },
    },
  };
}
