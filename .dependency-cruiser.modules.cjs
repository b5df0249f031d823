/**
 * No cycle between server modules (issue 25), checked by `npm run deps` beside
 * .dependency-cruiser.cjs. A module's other files are never imported by another module
 * ('module-imports-only-repo-or-access' there), so what modules share is their repositories and
 * access sources: this cruise reads only those and forbids a cycle between their module folders.
 * A service may still read the repositories of a module that reads its own (projects and
 * condominiums), as ARCHITECTURE.md allows: the shared layer underneath stays one-way.
 * A cruise of its own because folder-scope rules see every file cruised: tests, which may reach
 * anything, are left out here and nowhere else.
 */
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'server-modules-no-cycles',
      comment: "Modules' repositories and access sources form no cycle between module folders.",
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+' },
      to: { path: '^apps/server/src/modules/[^/]+', circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: 'node_modules|/dist/|\\.test\\.ts$|/test/' },
    includeOnly: '^apps/server/src/modules/.+\\.(repo|access)\\.ts$',
  },
};
