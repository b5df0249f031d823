import { PROGRESS_TASK_SLUGS, PROGRESS_UNITS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEveryRole } from '../../test/authorization';
import { makeDocument } from '../../test/document-factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { makeApartment, makeCondominium } from '../../test/membership-factories';
import { createProject } from '../../test/project-factories';
import { callNamed, namedEndpoints, sampleParts } from '../../test/sample-input';

/*
 * The reach of the staff areas (reach.ts) is part of their policies, with no gate in front of the
 * routes: this test sends every route of a staff area as each resident, with a valid request naming
 * rows that exist, and expects 404, as for what does not exist. A staff route whose handler asks no
 * staff-area policy before it answers fails here.
 */

/** The areas the spec keeps for staff (DECISIONS.md "Apartment residents"). */
const STAFF_AREAS = new Set<string>([
  'users',
  'companies',
  'user-categories',
  'permissions',
  'projects',
  'project-statuses',
  'project-subtypes',
  'folders',
  'default-folders',
  'documents',
  'document-types',
  'delete-requests',
  'exports',
  'contacts',
  'schedules',
  'progress-reports',
  'mobile-links',
  'summary-views',
  'search',
  'imports',
]);

/**
 * Routes of staff areas that residents reach on purpose: the globals every signed-in client loads
 * (spec part 1 §3), and the links of export mails, which carry their own secret and no session.
 */
const OPEN_TO_RESIDENTS = new Set(['GET userTypes', 'GET companyTypes', 'GET document-exports/{id}/download']);

const staffRoutes = namedEndpoints.filter(
  ({ endpoint: e }) =>
    STAFF_AREAS.has(e.area) && e.auth !== 'public' && !OPEN_TO_RESIDENTS.has(`${e.method} ${e.path}`),
);

/** Fields no sample rule makes: a progress report's numbers. */
const KNOWN_FIELDS = { numbers: [{ slug: PROGRESS_TASK_SLUGS[0], unit: PROGRESS_UNITS[0], value: 1 }] };

let t: TestApp;
let residents: Record<string, string>;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  const condominium = await makeCondominium(t.ctx);
  const apartment = await makeApartment(t.ctx, condominium.id);
  const roles = await signInEveryRole(t, { condominiumId: condominium.id, apartmentId: apartment.id });
  const project = await createProject(t, roles.super.token, { type: 'condominium' });
  const document = await makeDocument(t.ctx, project.id);
  residents = {
    owner: roles.owner?.token ?? '',
    tenant: roles.tenant?.token ?? '',
    condominiumAdmin: roles.condominiumAdmin?.token ?? '',
    stakeholder: roles.stakeholder?.token ?? '',
  };
  // Path ids that name existing rows, so a 404 is the reach's and not a missing row's.
  ids = { id: project.id, documentId: document.id, companyId: roles.ownerManager.companyId, userId: roles.employee.id };
}, 60_000);

afterAll(() => t?.close());

describe('the staff areas are outside a resident’s reach', () => {
  it('every route of a staff area answers each resident 404', async () => {
    const answers: string[] = [];
    for (const named of staffRoutes) {
      const { endpoint } = named;
      const parts = sampleParts(endpoint, { ids, known: KNOWN_FIELDS });
      if (endpoint.body && !endpoint.multipart && parts.body === undefined) {
        answers.push(`${endpoint.method} ${endpoint.path}: no sample body`);
      }
      for (const [role, token] of Object.entries(residents)) {
        const res = await callNamed(t.as(token), named, parts);
        if (res.status !== 404)
          answers.push(`${endpoint.method} ${endpoint.path} as ${role}: ${res.status} ${res.body.slice(0, 120)}`);
      }
    }
    expect(answers).toEqual([]);
    expect(staffRoutes.length).toBeGreaterThan(100);
  }, 120_000);
});
