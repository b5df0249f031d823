/**
 * The dependency rules of ARCHITECTURE.md ("Repository layout"), checked by `npm run check`.
 * Each rule names the shape it keeps; a violation fails the check with the offending import.
 */
const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;
const WEB = '^apps/web/src/';
const NOT_TESTS = '\\.test\\.tsx?$|/test/';

module.exports = {
  forbidden: [
    {
      name: 'server-no-cycles',
      comment: 'Server modules form no import cycles.',
      severity: 'error',
      from: { path: SERVER },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'module-uses-no-other-service',
      comment: "A module uses other modules' repositories and the access layer, never their services or routes.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: `${MODULES}[^/]+/[^/]+\\.(service|routes)\\.ts$`, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'module-imports-only-repo-or-access',
      comment:
        'Another module is reached only through its repository (*.repo.ts) or access source (*.access.ts), never its services, presenters or helpers: what two modules share lives in platform/, in a repository or in packages/contracts. Tests may reach anything.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: NOT_TESTS },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, '\\.(repo|access)\\.ts$'] },
    },
    {
      name: 'sql-only-in-repositories',
      comment:
        "SQL (drizzle-orm, the table schema) is written in repositories (*.repo.ts) and platform/db only. Named exceptions: seed/ writes the base and demo rows at start; tests build their own rows; platform machinery whose one job is a statement run beside every request or job (sessions and the session user, the user-facts query the auth hook loads, the users holding a permission for realtime audiences, the queue adapter that runs pg-boss's own SQL, the storage sweep's referenced keys). A type-only import (a row type) is not SQL.",
      severity: 'error',
      from: {
        path: SERVER,
        pathNot: [
          '\\.repo\\.ts$',
          `${SERVER}platform/db/`,
          `${SERVER}seed/`,
          NOT_TESTS,
          `${SERVER}platform/auth/(sessions|session-user|user-facts-query|users-with-permission)\\.ts$`,
          `${SERVER}platform/jobs/queue\\.ts$`,
          `${SERVER}platform/storage/referenced-keys\\.ts$`,
        ],
      },
      to: { path: ['node_modules/drizzle-orm/', `${SERVER}platform/db/schema`], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'services-read-no-user-facts',
      comment:
        "A service asks the policies (authorize, allows, can, reaches), never the user's facts: a rule decided by hand in a service is a rule the policy tables cannot see.",
      severity: 'error',
      from: { path: `${MODULES}.+\\.service\\.ts$` },
      to: { path: `${SERVER}platform/access/user-facts\\.ts$` },
    },
    {
      name: 'platform-imports-no-module',
      comment:
        'platform/ is machinery without business rules: it imports no module (job handlers are registered where routes are).',
      severity: 'error',
      from: { path: `${SERVER}platform/`, pathNot: NOT_TESTS },
      to: { path: MODULES },
    },
    {
      name: 'repo-imports-only-db',
      comment: 'A repository holds SQL only: it imports platform/db (and other repositories, and types).',
      severity: 'error',
      from: { path: `${MODULES}.+\\.repo\\.ts$` },
      to: {
        path: SERVER,
        pathNot: `${SERVER}platform/db/|\\.repo\\.ts$`,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'feature-imports-no-other-feature',
      comment:
        'A web feature (a workflow) imports no other feature: what two features share is domain code in entities/, composing pages in app/.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'entity-imports-no-feature-or-app',
      comment:
        'Layers run app/ -> features/ -> actions/ -> entities/ -> components/, lib/: an entity imports no user action, no feature and not the app.',
      severity: 'error',
      from: { path: `${WEB}entities/` },
      to: { path: `${WEB}(actions|features|app)/` },
    },
    {
      name: 'action-imports-no-feature-or-app',
      comment:
        'actions/ holds the user actions two features share (create or edit a project, manage a folder): an action builds on entities, imports no feature, no app and no other action.',
      severity: 'error',
      from: { path: `${WEB}actions/([^/]+)/` },
      to: { path: `${WEB}(features|app)/|${WEB}actions/`, pathNot: `${WEB}actions/$1/` },
    },
    {
      name: 'action-used-through-its-index',
      comment: "An action's public face is its index.ts: features and the app import it there, never a file inside.",
      severity: 'error',
      from: { path: WEB, pathNot: `${WEB}actions/([^/]+)/` },
      to: { path: `${WEB}actions/[^/]+/.+`, pathNot: `${WEB}actions/[^/]+/index\\.ts$` },
    },
    {
      name: 'feature-imports-no-app',
      comment: 'Layers run app/ -> features/ -> entities/: a feature imports nothing of the app shell or its routes.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'feature-used-through-its-index',
      comment:
        "A feature's public face is its index.ts: the app composes features from there and never imports a file inside (a feature imports no other feature at all).",
      severity: 'error',
      from: { path: WEB, pathNot: `${WEB}features/` },
      to: {
        path: `${WEB}features/[^/]+/.+`,
        pathNot: `${WEB}features/[^/]+/index\\.ts$`,
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'feature-pages-load-through-lazy-pages',
      comment:
        'A barrel cannot be a split point: the pages of a feature that also offers parts to composed pages are loaded by import() of the page, in app/routing/lazy-pages.ts only (its comment says why).',
      severity: 'error',
      from: { path: WEB, pathNot: [`${WEB}features/`, `${WEB}app/routing/lazy-pages\\.ts$`] },
      to: { path: `${WEB}features/[^/]+/.+`, pathNot: `${WEB}features/[^/]+/index\\.ts$` },
    },
    {
      name: 'lazy-pages-load-only-pages',
      comment: "lazy-pages.ts names a feature's page modules, nothing else inside a feature.",
      severity: 'error',
      from: { path: `${WEB}app/routing/lazy-pages\\.ts$` },
      to: {
        path: `${WEB}features/[^/]+/.+`,
        pathNot: [`${WEB}features/[^/]+/index\\.ts$`, `${WEB}features/[^/]+/pages/[^/]+\\.tsx$`],
      },
    },
    {
      name: 'entity-used-through-its-index',
      comment:
        "An entity's public face is its index.ts: other entities, features and the app import it there, never a file inside.",
      severity: 'error',
      from: { path: WEB, pathNot: `${WEB}entities/([^/]+)/` },
      to: { path: `${WEB}entities/[^/]+/.+`, pathNot: `${WEB}entities/[^/]+/index\\.ts$` },
    },
    {
      name: 'entity-uses-other-entities-through-their-index',
      comment: "An entity uses another entity only through that entity's index.ts.",
      severity: 'error',
      from: { path: `${WEB}entities/([^/]+)/` },
      to: {
        path: `${WEB}entities/[^/]+/.+`,
        pathNot: [`${WEB}entities/$1/`, `${WEB}entities/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'entities-no-cycles',
      comment: 'Entities build on one another in one direction (a project uses statuses, never the reverse).',
      severity: 'error',
      from: { path: `${WEB}entities/` },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-web-code-knows-no-domain',
      comment:
        'components/ and lib/ hold no domain knowledge: they import no entity, no feature and not the app shell.',
      severity: 'error',
      from: { path: `${WEB}(components|lib)/` },
      to: { path: `${WEB}(actions|entities|features|app)/` },
    },
    {
      name: 'data-through-entities',
      comment:
        'One data idiom: every read and write of an entity comes from its entity, made from the declarations. The app, features and components never hold the typed client, query options or uploads themselves.',
      severity: 'error',
      from: { path: `${WEB}(app|features|actions|components)/`, pathNot: NOT_TESTS },
      to: { path: `${WEB}lib/(api|api-query|auth-api|call-endpoint|group-client|upload)\\.ts$` },
    },
    {
      name: 'api-calls-through-declarations',
      comment: 'Only lib/ talks HTTP: everything else calls the typed client made from the endpoint declarations.',
      severity: 'error',
      from: { path: WEB, pathNot: `${WEB}lib/` },
      to: { path: `${WEB}lib/api-client\\.ts$` },
    },
    {
      name: 'panel-dialogs-load-on-demand',
      comment:
        'Issue 16: the document panel shows its first rows without the code of what it shows only when asked (the add and move dialogs, the detail window). Only lazy-parts.ts names them, and only through import().',
      severity: 'error',
      from: { path: WEB, pathNot: NOT_TESTS },
      to: {
        path: `${WEB}features/document-panel/components/(add-document-modal|move-documents-modal|document-detail)\\.tsx$`,
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'contracts-import-no-app',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // drizzle-orm stays in the graph (not followed) so that 'sql-only-in-repositories' sees it.
    exclude: { path: 'node_modules/(?!drizzle-orm/)|/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
