import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, createServer, type Plugin } from 'vite';
import { SIGNED_IN_CHUNKS_META } from '../src/lib/early-chunks';
import { chunkClosure } from './preload-chunks';

/** Marks around the first screen in index.html, for the server to leave it out (web-app.ts). */
export const FIRST_SCREEN_START = '<!--first-screen-->';
export const FIRST_SCREEN_END = '<!--/first-screen-->';

type Render = (language: 'en' | 'fi') => string;

const MAX_SCRIPT_BYTES = 2048;

/** Path prefixes and the named chunks a signed-in visit of such a path runs ('/' for every path). */
export type SignedInChunks = Record<string, readonly string[]>;

/**
 * The first screen (src/lib/first-screen.ts): puts the login page, rendered at build time by the
 * app's own components (src/app/first-screen/render-first-screen.tsx), into index.html before the
 * app's root, in both languages, and a small script of its own
 * (src/app/first-screen/choose-first-screen.ts, built apart so it shares nothing with the app's
 * start-up code) in the head, which shows the right one before the first paint. Its buttons are
 * disabled until the app has taken over (withDisabledButtons).
 *
 * For a signed-in visitor the same script asks for the code the page will run (`signedInChunks`,
 * listed in a meta tag before it, with every chunk they import), so it downloads beside the entry
 * instead of one chunk after another as each one runs and finds the next.
 */
export function firstScreen(signedInChunks: SignedInChunks = {}): Plugin {
  let root = '';
  let scriptFile = '';
  return {
    name: 'portal:first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const code = await buildChooseScript(root);
      scriptFile = `assets/first-screen-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
      this.emitFile({ type: 'asset', fileName: scriptFile, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const markup = await renderBothLanguages(root);
        const bundle = ctx.bundle;
        // `prefix|name` of each file under assets/ (without .js), each file once: short, as the
        // tag comes before the charset declaration, which must be within the first 1024 bytes.
        const listed = new Set<string>();
        const chunks = bundle
          ? Object.entries(signedInChunks).flatMap(([prefix, names]) =>
              chunkClosure(bundle, names, listed).map((file) => {
                listed.add(file);
                return `${prefix}|${file.replace(/^assets\//, '').replace(/\.js$/, '')}`;
              }),
            )
          : [];
        const screen = `${FIRST_SCREEN_START}<div id="first-screen">${markup}</div>${FIRST_SCREEN_END}`;
        if (!html.includes('<div id="root">')) throw new Error('index.html has no root element');
        return {
          html: html.replace('<div id="root">', `${screen}\n    <div id="root">`),
          // Before the stylesheets: a classic script in the head has run before anything is painted.
          // Its meta tag goes first, so that the script can read it.
          tags: [
            ...(chunks.length > 0
              ? [
                  {
                    tag: 'meta',
                    attrs: { name: SIGNED_IN_CHUNKS_META, content: chunks.join(' ') },
                    injectTo: 'head-prepend' as const,
                  },
                ]
              : []),
            { tag: 'script', attrs: { src: `/${scriptFile}` }, injectTo: 'head-prepend' as const },
          ],
        };
      },
    },
  };
}

/** The choose script as one small classic script (no module, so it blocks the first paint, not the parser's scan). */
async function buildChooseScript(root: string): Promise<string> {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      lib: {
        entry: path.join(root, 'src/app/first-screen/choose-first-screen.ts'),
        formats: ['iife'],
        name: 'firstScreen',
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!('output' in result)) continue;
    const chunk = result.output.find((item) => item.type === 'chunk');
    if (chunk?.type !== 'chunk') continue;
    // It is on the path to the first paint: a few storage reads and one attribute, nothing more.
    if (chunk.code.length > MAX_SCRIPT_BYTES)
      throw new Error(`the first-screen script is ${chunk.code.length} bytes: has it started importing the app?`);
    return chunk.code;
  }
  throw new Error('the first-screen script did not build');
}

async function renderBothLanguages(root: string): Promise<string> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    esbuild: { jsx: 'automatic' },
  });
  try {
    const module = await server.ssrLoadModule(path.join(root, 'src/app/first-screen/render-first-screen.tsx'));
    const render = module.renderFirstScreen as Render;
    return (['en', 'fi'] as const)
      .map(
        (language) =>
          `<div data-language="${language}" lang="${language}">${withDisabledButtons(render(language))}</div>`,
      )
      .join('');
  } finally {
    await server.close();
  }
}

/**
 * Every button disabled until the app takes over: the submit button, so the form is never sent
 * (a click or Enter would put the password in the address), and the others ("Forgot password?",
 * the privacy link, show password), which cannot act yet and should look so rather than ignore a press.
 */
function withDisabledButtons(markup: string): string {
  const submits = markup.split('type="submit"').length - 1;
  if (submits !== 1) throw new Error(`the first screen has ${submits} submit buttons, expected one`);
  return markup.replace(/<button(?![^>]*\sdisabled)/g, '<button disabled=""');
}
