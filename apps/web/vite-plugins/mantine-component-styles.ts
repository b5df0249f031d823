import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A Mantine module that holds a component's class names; its stylesheet has the same name. */
const CORE_CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
const NOTIFICATIONS_CLASSES = /[\\/]@mantine[\\/]notifications[\\/]esm[\\/]Notifications\.module\.mjs$/;

/** Mantine's sheets that are not a component's: the reset, the CSS variables, the static classes. */
const GLOBAL_SHEETS = ['baseline.css', 'default-css-variables.css', 'global.css'];
const GLOBAL_ASSET = 'mantine-global.css';

function stylesheetOf(id: string): string | null {
  const core = CORE_CLASSES.exec(id);
  if (core) return `@mantine/core/styles/${core[1]}.css`;
  if (NOTIFICATIONS_CLASSES.test(id)) return '@mantine/notifications/styles.css';
  return null;
}

/** Puts an import before a module's code, after a leading "use client" directive if there is one. */
function prependImport(code: string, specifier: string): string {
  const statement = `import ${JSON.stringify(specifier)};\n`;
  const directive = /^\s*(['"])use client\1;?\n?/.exec(code);
  if (!directive) return statement + code;
  return code.slice(0, directive[0].length) + statement + code.slice(directive[0].length);
}

/**
 * Only the CSS of the Mantine components in use, each loaded with the chunk that uses it.
 *
 * `@mantine/core/styles.css` is 290 KB for about a hundred components, most of which no screen
 * uses, and all of it blocked the login form. Mantine also ships one stylesheet per component
 * (`@mantine/core/styles/Button.css`); listing them by hand would drift from the code. Instead,
 * in a build, each component's class-name module imports its own stylesheet, so a component's
 * CSS arrives exactly when its code does, in the chunk that needs it. A module imports its
 * dependencies first (Button imports UnstyledButton), so the sheets keep Mantine's order.
 *
 * Mantine's global sheets must come before every component's (a component overrides the static
 * classes, e.g. an input's focus outline), but Vite links a chunk's sheet after those of the
 * chunks it imports. So they are one asset of their own, linked first in index.html.
 *
 * The dev server pre-bundles Mantine, so these modules never pass through it: there the entry
 * imports the whole stylesheets instead (core first, as Mantine requires).
 */
export function mantineComponentStyles(options: { entry: string }): Plugin {
  let devEntry: string | null = null;
  let base = '/';
  return {
    name: 'portal:mantine-component-styles',
    configResolved(config) {
      devEntry = config.command === 'serve' ? path.resolve(config.root, options.entry) : null;
      base = config.base;
    },
    async buildStart() {
      if (devEntry !== null) return;
      const sheets: string[] = [];
      for (const sheet of GLOBAL_SHEETS) {
        const resolved = await this.resolve(`@mantine/core/styles/${sheet}`);
        if (!resolved) throw new Error(`@mantine/core/styles/${sheet} not found`);
        sheets.push(await readFile(resolved.id, 'utf8'));
      }
      // Whitespace is only a separator in these sheets (no strings), so runs of it can go.
      const source = sheets.join('\n').replace(/\s+/g, ' ');
      this.emitFile({ type: 'asset', name: GLOBAL_ASSET, source });
    },
    transform(code, id) {
      if (devEntry !== null) {
        if (id !== devEntry) return null;
        const withNotifications = prependImport(code, '@mantine/notifications/styles.css');
        return { code: prependImport(withNotifications, '@mantine/core/styles.css'), map: null };
      }
      const stylesheet = stylesheetOf(id);
      if (!stylesheet) return null;
      return { code: prependImport(code, stylesheet), map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const asset = Object.values(ctx.bundle).find(
          (output) => output.type === 'asset' && output.names.includes(GLOBAL_ASSET),
        );
        if (!asset) throw new Error(`${GLOBAL_ASSET} was not emitted`);
        // Before the entry script, whose own sheets Vite links after it.
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('index.html has no module script');
        const link = `<link rel="stylesheet" crossorigin href="${base}${asset.fileName}">\n    `;
        return html.slice(0, at) + link + html.slice(at);
      },
    },
  };
}
