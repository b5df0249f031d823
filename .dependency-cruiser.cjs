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
        'Layers run app/ -> features/ -> entities/ -> components/, lib/: an entity imports no feature and not the app.',
      severity: 'error',
      from: { path: `${WEB}entities/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'feature-imports-no-app',
      comment: 'Layers run app/ -> features/ -> entities/: a feature imports nothing of the app shell or its routes.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
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
      to: { path: `${WEB}(entities|features|app)/` },
    },
    {
      name: 'data-through-entities',
      comment:
        'One data idiom: every read and write of an entity comes from its entity, made from the declarations. The app, features and components never hold the typed client, query options or uploads themselves.',
      severity: 'error',
      from: { path: `${WEB}(app|features|components)/`, pathNot: NOT_TESTS },
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
    exclude: { path: 'node_modules|/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
