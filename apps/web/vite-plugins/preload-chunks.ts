import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

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

/**
 * The files of named chunks and of every chunk they import, at any depth, without the entry
 * (which index.html loads itself) and without `except` (already linked): what must arrive before
 * those chunks can run.
 */
export function chunkClosure(bundle: OutputBundle, names: readonly string[], except: ReadonlySet<string>): string[] {
  const byFile = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') byFile.set(output.fileName, output);
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (chunk.isEntry || files.has(chunk.fileName) || except.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  for (const name of names) {
    const chunk = [...byFile.values()].find((candidate) => candidate.name === name);
    if (!chunk) throw new Error(`no chunk named ${name} to preload`);
    visit(chunk);
  }
  return [...files];
}
