import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { POLICY_USERS, type PolicyUserName } from '../../test/policy-users';
import { factsOf, makePolicyWorld, type PolicyWorld } from '../../test/policy-world';
import { callNamed, type NamedEndpoint, namedEndpoints, sampleParts } from '../../test/sample-input';
import type { Kind } from './gate';
import { policies } from './policies';

/*
 * Every probed row of the policy tables, sent through its real route (ARCHITECTURE.md "Access": the
 * tables are the whole truth). The table tests pin each policy to its table for the table's users
 * (test/policy-users.ts); here the same users, made real, call the route that asks that action, and
 * the route must allow (2xx) exactly where the policy says `y` and refuse (403 or 404) where it says
 * `-`. A gate in front of the routes, or a service that decides by hand, shows up as a disagreement.
 */

/** One policy action and the route whose answer is that action's decision, on the table's subject. */
interface Probe {
  kind: Kind;
  action: string;
  /** The typed client's names of the route: `['mobileLinks', 'create']`. */
  route: [NamedEndpoint['area'], string];
  /** Fields the call must set: a name no other call used, a row that exists. */
  fields?: (n: number, rows: Rows) => Record<string, unknown>;
}

/** Rows of the test portal that probes name. */
interface Rows {
  defaultFolderId: number;
}

const named = (n: number) => ({ name: `Probe ${n}` });

/** The collections' actions: their subject is the kind alone, as in their tables. */
const PROBES: Probe[] = [
  { kind: 'search', action: 'search', route: ['search', 'search'] },
  { kind: 'mobileLinks', action: 'list', route: ['mobileLinks', 'list'] },
  { kind: 'mobileLinks', action: 'manage', route: ['mobileLinks', 'create'], fields: named },
  { kind: 'userCategories', action: 'list', route: ['userCategories', 'list'] },
  { kind: 'userCategories', action: 'manage', route: ['userCategories', 'create'], fields: named },
  { kind: 'documentTypes', action: 'list', route: ['documentTypes', 'list'] },
  { kind: 'documentTypes', action: 'create', route: ['documentTypes', 'create'], fields: named },
  { kind: 'summaryViews', action: 'list', route: ['summaryViews', 'list'] },
  {
    kind: 'summaryViews',
    action: 'create',
    route: ['summaryViews', 'create'],
    fields: (n, rows) => ({ ...named(n), defaultfolder_id: rows.defaultFolderId }),
  },
  { kind: 'projects', action: 'list', route: ['projects', 'list'] },
  { kind: 'projects', action: 'importTemplate', route: ['projectsImport', 'template'] },
  { kind: 'usersImport', action: 'template', route: ['csvImports', 'template'] },
  { kind: 'companies', action: 'list', route: ['companies', 'list'] },
  {
    kind: 'companies',
    action: 'create',
    route: ['companies', 'create'],
    fields: (n) => ({ ...named(n), code: `PROBE${n}` }),
  },
  { kind: 'users', action: 'list', route: ['users', 'list'] },
  { kind: 'projectStatuses', action: 'view', route: ['projectStatuses', 'list'] },
  {
    kind: 'projectStatuses',
    action: 'create',
    route: ['projectStatuses', 'create'],
    fields: (n) => ({ ...named(n), code: `probe-${n}` }),
  },
  { kind: 'projectSubtypes', action: 'view', route: ['projectSubtypes', 'list'] },
  { kind: 'projectSubtypes', action: 'create', route: ['projectSubtypes', 'create'], fields: named },
  { kind: 'defaultFolders', action: 'list', route: ['defaultFolders', 'list'] },
  {
    kind: 'defaultFolders',
    action: 'create',
    route: ['defaultFolders', 'create'],
    fields: (n) => ({ ...named(n), parent_id: null }),
  },
  { kind: 'rolePermissions', action: 'view', route: ['permissions', 'matrix'] },
  { kind: 'condominiums', action: 'list', route: ['condominiums', 'list'] },
  { kind: 'condominiums', action: 'create', route: ['condominiums', 'create'], fields: named },
  { kind: 'productCatalogue', action: 'read', route: ['products', 'categories'] },
  { kind: 'productCatalogue', action: 'create', route: ['products', 'createCategory'], fields: named },
  { kind: 'userRequests', action: 'decide', route: ['userRequests', 'list'] },
  { kind: 'deleteRequests', action: 'manage', route: ['deleteRequests', 'list'] },
];

const USERS = Object.keys(POLICY_USERS) as PolicyUserName[];

let t: TestApp;
let world: PolicyWorld;
let rows: Rows;

beforeAll(async () => {
  t = await createTestApp();
  world = await makePolicyWorld(t);
  const admin = t.as(world.tokens.super);
  const [subtype] = (await admin.projectSubtypes.list()).data;
  if (!subtype) throw new Error('the seed has no project subtype');
  const folder = await admin.defaultFolders.create({ body: { name: 'Probe folder', project_subtype_id: subtype.id } });
  rows = { defaultFolderId: folder.data.id };
}, 60_000);

afterAll(() => t?.close());

function endpointOf([area, name]: Probe['route']): NamedEndpoint {
  const found = namedEndpoints.find((e) => e.area === area && e.name === name);
  if (!found) throw new Error(`no endpoint ${area}.${name}`);
  return found;
}

/** What the policy says for the table's user: the cell of the table whose subject is the kind alone. */
function tableSays(name: PolicyUserName, { kind, action }: Probe): boolean {
  const rules = policies[kind] as Record<
    string,
    (user: (typeof POLICY_USERS)[PolicyUserName], subject: object) => boolean
  >;
  return rules[action](POLICY_USERS[name], { kind });
}

describe('the policy tables through their routes', () => {
  it("the real users' sessions carry the facts of the tables' users", () => {
    for (const name of USERS) expect(factsOf(world.sessions[name]), name).toEqual(factsOf(POLICY_USERS[name]));
  });

  it('each probed route allows exactly the rows its table allows', async () => {
    const disagreements: string[] = [];
    let seq = 0;
    for (const probe of PROBES) {
      const named = endpointOf(probe.route);
      for (const name of USERS) {
        seq += 1;
        const parts = sampleParts(named.endpoint, { known: probe.fields?.(seq, rows) });
        const res = await callNamed(t.as(world.tokens[name]), named, parts);
        const allowed = res.status >= 200 && res.status < 300;
        const refused = res.status === 403 || res.status === 404;
        const cell = `${probe.kind}.${probe.action} ${name}`;
        if (!allowed && !refused)
          disagreements.push(`${cell}: the route answered ${res.status} ${res.body.slice(0, 160)}`);
        else if (allowed !== tableSays(name, probe)) {
          disagreements.push(`${cell}: the table says ${tableSays(name, probe) ? 'y' : '-'}, the route ${res.status}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  }, 120_000);
});
