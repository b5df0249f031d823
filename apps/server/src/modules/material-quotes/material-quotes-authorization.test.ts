import type { QuoteStatus } from '@portal/contracts';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  expectAuthorizationRow,
  RESIDENT_ROLES,
  ROLES,
  type RoleUsers,
  type RowRole,
  residentsRow,
  signInEveryRole,
} from '../../test/authorization';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { form, TINY_PNG } from '../../test/multipart';
import { makeQuote, makeQuotePlace, type QuotePlace } from '../../test/quote-factories';

/*
 * An authorization row for every quote and room-card route (DECISIONS.md "Condominiums and
 * materials"): staff who see the project read, projects.manage manages; the apartment's owner
 * answers; tenants and the condominium's admin read; a stakeholder, and staff of companies not on
 * the project, get 404.
 */

let t: TestApp;
let roles: RoleUsers;
let place: QuotePlace;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  const superUser = await makeUser(t.ctx, { isSuper: true });
  admin = await t.tokenFor(superUser.id);
  place = await makeQuotePlace(t, admin);
  roles = await signInEveryRole(t, { condominiumId: place.condominiumId, apartmentId: place.apartmentId });
});
afterAll(() => t.close());

const HIDDEN = { anonymous: 401, clientManager: 404, subcontractorEmployee: 404, stakeholder: 404 };
const READ = {
  ...HIDDEN,
  super: 200,
  ownerManager: 200,
  manager: 200,
  editor: 200,
  employee: 200,
  owner: 200,
  tenant: 200,
  condominiumAdmin: 200,
};
/** A published quote: residents who read it get 403 on staff's writes. */
const MANAGE = { ...READ, editor: 403, employee: 403, owner: 403, tenant: 403, condominiumAdmin: 403 };
/** A draft: residents do not see it. */
const MANAGE_DRAFT = { ...MANAGE, ...residentsRow(404) };
const ANSWER = {
  ...MANAGE,
  super: 403,
  ownerManager: 403,
  manager: 403,
  owner: 200,
};
const COMMENT = { ...MANAGE, owner: 201, super: 201, ownerManager: 201, manager: 201 };
const created = (row: Record<string, number>) =>
  Object.fromEntries(Object.entries(row).map(([role, status]) => [role, status === 200 ? 201 : status]));

const ALL_ROLES: RowRole[] = [...ROLES, ...RESIDENT_ROLES];

/** One quote per role, so each role's state change meets the status it expects. */
async function quotePerRole(status: QuoteStatus): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const role of ALL_ROLES) {
    ids[role] = await makeQuote(t, { projectId: place.projectId, apartmentId: place.apartmentId, status });
  }
  return ids;
}

const quote = (status: QuoteStatus = 'sent') =>
  makeQuote(t, { projectId: place.projectId, apartmentId: place.apartmentId, status });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const cardForm = () => form({ file: { filename: 'card.pdf', content: PDF, contentType: 'application/pdf' } });
const photoForm = () => form({ photos: { filename: 'p.png', content: TINY_PNG, contentType: 'image/png' } });

async function withCard(id: number) {
  await t.as(admin).roomCards.upload({ params: { id }, formData: cardForm() }, { methodOverride: true });
  return id;
}

describe('quote reads', () => {
  it('GET apartments/{id}/materialquotes and openquotesbyapartment', async () => {
    await quote();
    const apartmentRow = { ...READ, clientManager: 200, subcontractorEmployee: 200 };
    await expectAuthorizationRow(t, roles, apartmentRow, (api) =>
      api.materialQuotes.apartmentQuotes({ params: { id: place.apartmentId } }),
    );
    await expectAuthorizationRow(t, roles, apartmentRow, (api) =>
      api.materialQuotes.openQuotes({ params: { id: place.apartmentId } }),
    );
  });

  it('GET one quote, its rows, selections, comments, additional rows and photos', async () => {
    const id = await quote();
    const params = { id: place.projectId, quoteId: id };
    await expectAuthorizationRow(t, roles, READ, (api) =>
      api.materialQuotes.get({ params: { apartmentId: place.apartmentId, quoteId: id } }),
    );
    await expectAuthorizationRow(t, roles, READ, (api) => api.materialQuotes.rows({ params: { id } }));
    await expectAuthorizationRow(t, roles, READ, (api) => api.materialQuotes.selections({ params: { id } }));
    await expectAuthorizationRow(t, roles, READ, (api) => api.materialQuotes.comments({ params: { id } }));
    await expectAuthorizationRow(t, roles, READ, (api) => api.materialQuotes.additionalRows({ params: { id } }));
    await expectAuthorizationRow(t, roles, READ, (api) => api.materialQuotes.photos({ params }));
  });

  it('GET a quote photo and the room card download', async () => {
    const id = await withCard(await quote());
    const uploaded = await t
      .as(admin)
      .materialQuotes.uploadPhotos(
        { params: { id: place.projectId, quoteId: id }, formData: photoForm() },
        { methodOverride: true },
      );
    const photoId = uploaded.data[0].id;
    await expectAuthorizationRow(t, roles, READ, (api) =>
      api.materialQuotes.photo({ params: { id: place.projectId, quoteId: id, photoId } }),
    );
    await expectAuthorizationRow(t, roles, READ, (api) => api.roomCards.download({ params: { id } }));
  });

  it('GET projects/{id}/materialquotes: staff who see the project; residents 404', async () => {
    await expectAuthorizationRow(t, roles, { ...READ, ...residentsRow(404) }, (api) =>
      api.materialQuotes.projectQuotes({ params: { id: place.projectId } }),
    );
  });
});

describe('staff writes', () => {
  it('POST projects/{id}/materialquotes', async () => {
    await expectAuthorizationRow(t, roles, created(MANAGE_DRAFT), (api) =>
      api.materialQuotes.create({
        params: { id: place.projectId },
        body: { apartment_id: place.apartmentId, name: 'Extra', rows: [{ description: 'Row', price: 1 }] },
      }),
    );
  });

  it('PUT projects/{id}/materialquotes/{quoteId} and publish', async () => {
    const id = await quote('created');
    await expectAuthorizationRow(t, roles, MANAGE_DRAFT, (api) =>
      api.materialQuotes.update({ params: { id: place.projectId, quoteId: id }, body: { name: 'Renamed' } }),
    );
    const ids = await quotePerRole('created');
    await expectAuthorizationRow(t, roles, MANAGE_DRAFT, (api, role) =>
      api.materialQuotes.publish({ params: { id: place.projectId, quoteId: ids[role] } }),
    );
  });

  it('additional rows: POST, PUT, DELETE', async () => {
    const id = await quote('corrections');
    await expectAuthorizationRow(t, roles, created(MANAGE), (api) =>
      api.materialQuotes.addAdditionalRow({ params: { id }, body: { description: 'Extra', price: 5 } }),
    );
    const rows: Record<string, number> = {};
    for (const role of ALL_ROLES) {
      const res = await t
        .as(admin)
        .materialQuotes.addAdditionalRow({ params: { id }, body: { description: role, price: 1 } });
      rows[role] = res.data.id;
    }
    await expectAuthorizationRow(t, roles, MANAGE, (api, role) =>
      api.materialQuotes.updateAdditionalRow({
        params: { id, rowId: rows[role] },
        body: { description: 'Changed', price: 2, area: 3 },
      }),
    );
    await expectAuthorizationRow(t, roles, MANAGE, (api, role) =>
      api.materialQuotes.deleteAdditionalRow({ params: { id, rowId: rows[role] } }),
    );
  });

  it('photos: PUT (multipart) and DELETE', async () => {
    const id = await quote();
    const params = { id: place.projectId, quoteId: id };
    await expectAuthorizationRow(t, roles, MANAGE, (api) =>
      api.materialQuotes.uploadPhotos({ params, formData: photoForm() }, { methodOverride: true }),
    );
    const photos: Record<string, number> = {};
    for (const role of ALL_ROLES) {
      const res = await t
        .as(admin)
        .materialQuotes.uploadPhotos({ params, formData: photoForm() }, { methodOverride: true });
      photos[role] = res.data[res.data.length - 1].id;
    }
    await expectAuthorizationRow(t, roles, MANAGE, (api, role) =>
      api.materialQuotes.deletePhoto({ params: { ...params, photoId: photos[role] } }),
    );
  });

  it('room cards: deadline, upload, delete', async () => {
    const id = await quote();
    await expectAuthorizationRow(t, roles, MANAGE, (api) =>
      api.roomCards.deadline({
        params: { id: place.projectId, quoteId: id },
        body: { deadline_at: '2030-01-01 00:00:00' },
      }),
    );
    await expectAuthorizationRow(t, roles, MANAGE, (api) =>
      api.roomCards.upload({ params: { id }, formData: cardForm() }, { methodOverride: true }),
    );
    const ids = await quotePerRole('sent');
    for (const quoteId of Object.values(ids)) await withCard(quoteId);
    await expectAuthorizationRow(t, roles, MANAGE, (api, role) => api.roomCards.delete({ params: { id: ids[role] } }));
  });
});

describe("the owner's answers", () => {
  it('mark-as-read, approve, send-corrections', async () => {
    const id = await quote();
    await expectAuthorizationRow(t, roles, ANSWER, (api) => api.materialQuotes.markRead({ params: { id } }));
    const approve = await quotePerRole('sent');
    await expectAuthorizationRow(t, roles, ANSWER, (api, role) =>
      api.materialQuotes.approve({ params: { id: approve[role] } }),
    );
    const corrections = await quotePerRole('sent');
    await expectAuthorizationRow(t, roles, ANSWER, (api, role) =>
      api.materialQuotes.sendCorrections({ params: { id: corrections[role] }, body: { comment: 'Fix' } }),
    );
  });

  it('comments on a quote and on its rows', async () => {
    const id = await quote();
    await expectAuthorizationRow(t, roles, COMMENT, (api) =>
      api.materialQuotes.addComment({ params: { id }, body: { comment: 'Hello' } }),
    );
    const rowId = (await t.as(admin).materialQuotes.rows({ params: { id } })).data[0].id;
    await expectAuthorizationRow(t, roles, COMMENT, (api) =>
      api.materialQuotes.addRowComment({ params: { id }, body: { row_id: rowId, comment: 'On the row' } }),
    );
  });

  it('room-card approve', async () => {
    const id = await withCard(await quote());
    await expectAuthorizationRow(t, roles, ANSWER, (api) => api.roomCards.approve({ params: { id } }));
  });
});
