import { ErrorCode, type SearchResult } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFieldValues, documents, fields } from '../../platform/db/schema';
import { expectAuthorizationRow, type RoleUsers, SIGNED_IN, signInEveryRole } from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { attachCompany, createFolder, createProject } from '../../test/project-factories';
import { documentWithPages } from '../../test/search-factories';

let t: TestApp;
let roles: RoleUsers;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  projectId = (await createProject(t, roles.super.token, { name: 'Hakuprojekti' })).id;
  await attachCompany(t, roles.super.token, projectId, roles.clientManager.companyId);
  await attachCompany(t, roles.super.token, projectId, roles.subcontractorEmployee.companyId);
});
afterAll(() => t.close());

const search = (
  token: string | undefined,
  query: string | null | undefined,
  extra: { page?: number; perPage?: number; documentTypeId?: number } = {},
) => t.as(token).search.search({ body: { query, ...extra } });

async function found(token: string, query: string, extra: { page?: number; perPage?: number } = {}) {
  const res = await search(token, query, extra);
  expect(res.status, res.body).toBe(200);
  return res.data;
}

const ids = (results: SearchResult[]) => results.map((r) => r.id);

describe('authorization', () => {
  it('POST search: every signed-in user', async () => {
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) => api.search.search({ body: { query: 'putki' } }));
  });

  it('GET searchResultDetails/{documentId}/{query}: whoever sees the document', async () => {
    const doc = await documentWithPages(t.ctx, projectId, ['Tarkastuspöytäkirja.']);
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) =>
      api.search.details({ params: { documentId: doc.id, query: 'tarkastuspöytäkirja' } }),
    );
  });
});

describe('finding text', () => {
  it('stems Finnish and English, and answers the best real sentences with their similarity', async () => {
    const doc = await documentWithPages(t.ctx, projectId, [
      'Kansilehti. Ei mitään tässä.',
      'Kellarin putket vuotavat pahasti. Korjaus tilattu. The old pipes were replaced in May.',
    ]);
    const fi = await found(roles.super.token, 'putki');
    expect(ids(fi.results)).toEqual([doc.id]);
    const [hit] = fi.results;
    expect(hit.match.page).toBe(2);
    expect(hit.metadata).toMatchObject({ project_id: projectId, project_name: 'Hakuprojekti', title: doc.name });
    expect(hit.texts.title).toBe(doc.name);
    expect(hit.match.best_matching_sentences[0]).toEqual({
      sentence: 'Kellarin putket vuotavat pahasti.',
      similarity: 1,
    });
    expect(hit.url).toContain(`/files/${doc.fileId}`);

    const en = await found(roles.super.token, 'pipe');
    expect(ids(en.results)).toEqual([doc.id]);
    expect(en.results[0].match.best_matching_sentences[0].sentence).toBe('The old pipes were replaced in May.');

    // Two words, one in the sentence: half of the query.
    const half = await found(roles.super.token, 'putki sähkökaappi');
    expect(half.results).toEqual([]);
    const either = await found(roles.super.token, 'putki or sähkökaappi');
    expect(either.results[0].match.best_matching_sentences[0].similarity).toBe(0.5);
  });

  it('splits sentences at line breaks and sentence ends, collapses white space and cuts long ones at a word', async () => {
    const long = `Kaivon ${'pitkä '.repeat(80)}loppu.`;
    await documentWithPages(t.ctx, projectId, [
      `Otsikko kaivo\nKaivon   kansi   vaihdettu. Paine 2.5 bar kaivossa! ${long}`,
    ]);
    const [hit] = (await found(roles.super.token, 'kaivo')).results;
    const sentences = hit.match.best_matching_sentences.map((s) => s.sentence);
    expect(sentences.slice(0, 3)).toEqual(['Otsikko kaivo', 'Kaivon kansi vaihdettu.', 'Paine 2.5 bar kaivossa!']);
    const cut = (await t.as(roles.super).search.details({ params: { documentId: hit.id, query: 'pitkä' } })).data
      .pages[0].sentences[0].sentence;
    expect(cut.length).toBeLessThanOrEqual(301);
    expect(cut).toMatch(/^Kaivon pitkä .* pitkä…$/);
  });

  it('finds the metadata: name, field texts, and re-indexes when a field changes', async () => {
    const doc = await documentWithPages(t.ctx, projectId, [], { name: 'Vesikattoremontti' });
    expect(ids((await found(roles.super.token, 'vesikattoremontti')).results)).toEqual([doc.id]);
    expect((await found(roles.super.token, 'vesikattoremontti')).results[0].match.page).toBeNull();

    const [textField] = await t.ctx.db.select().from(fields).where(eq(fields.type, 'text')).limit(1);
    await t.ctx.db
      .insert(documentFieldValues)
      .values({ documentId: doc.id, fieldId: textField.id, text: 'Ilmanvaihtokanavat puhdistettu.' });
    const byField = await found(roles.super.token, 'ilmanvaihtokanava');
    expect(ids(byField.results)).toEqual([doc.id]);
    expect(byField.results[0].match.best_matching_sentences[0].sentence).toBe('Ilmanvaihtokanavat puhdistettu.');

    await t.ctx.db.update(documents).set({ name: 'Julkisivu' }).where(eq(documents.id, doc.id));
    expect((await found(roles.super.token, 'vesikattoremontti')).results).toEqual([]);
    expect(ids((await found(roles.super.token, 'julkisivu')).results)).toEqual([doc.id]);
  });

  it('pages with load more, filters by document type, and leaves removed documents out', async () => {
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await documentWithPages(t.ctx, projectId, [`Betonivalu numero ${i}.`]));
    const first = await found(roles.super.token, 'betonivalu');
    expect(first.results).toHaveLength(5);
    expect(first.more_available).toBe(true);
    const second = await found(roles.super.token, 'betonivalu', { page: 2 });
    expect(second.results).toHaveLength(2);
    expect(second.more_available).toBe(false);
    // Every result of either page has its sentence (only the row that tells of more goes without).
    for (const hit of [...first.results, ...second.results]) {
      expect(hit.match.best_matching_sentences.map((s) => s.sentence)).toEqual([expect.stringMatching(/^Betonivalu/)]);
    }
    expect(new Set([...ids(first.results), ...ids(second.results)])).toEqual(new Set(made.map((d) => d.id)));

    const typeId = first.results[0].metadata.document_type_id;
    expect(
      (await search(roles.super.token, 'betonivalu', { documentTypeId: typeId, perPage: 50 })).data.results,
    ).toHaveLength(7);
    expect((await search(roles.super.token, 'betonivalu', { documentTypeId: typeId + 1000 })).data.results).toEqual([]);

    await t.ctx.db.update(documents).set({ deletedAt: new Date() }).where(eq(documents.id, made[0].id));
    expect(ids((await found(roles.super.token, 'betonivalu', { perPage: 50 })).results)).not.toContain(made[0].id);
  });
});

describe('visibility', () => {
  it('shows only documents the user sees, and hidden ones neither fill a page nor make more_available', async () => {
    // A folder without grants: owner companies only (DECISIONS.md "Who sees what").
    const folder = await createFolder(t, roles.super.token, projectId);
    const hidden = [];
    for (let i = 0; i < 6; i++) {
      hidden.push(await documentWithPages(t.ctx, projectId, [`Salainen urakkatarjous ${i}.`], { folderId: folder.id }));
    }
    const shown = await documentWithPages(t.ctx, projectId, ['Julkinen urakkatarjous.']);
    const asSub = await found(roles.subcontractorEmployee.token, 'urakkatarjous');
    expect(ids(asSub.results)).toEqual([shown.id]);
    expect(asSub.more_available).toBe(false);
    const asEmployee = await found(roles.employee.token, 'urakkatarjous');
    expect(asEmployee.results).toHaveLength(5);
    expect(asEmployee.more_available).toBe(true);

    const details = await t
      .as(roles.subcontractorEmployee)
      .search.details({ params: { documentId: hidden[0].id, query: 'urakkatarjous' } });
    expect(details.status).toBe(404);
    const otherProject = await createProject(t, roles.super.token);
    const elsewhere = await documentWithPages(t.ctx, otherProject.id, ['Urakkatarjous toisessa projektissa.']);
    expect(ids((await found(roles.clientManager.token, 'urakkatarjous', { perPage: 50 })).results)).not.toContain(
      elsewhere.id,
    );
    expect(
      (await t.as(roles.clientManager).search.details({ params: { documentId: elsewhere.id, query: 'x' } })).status,
    ).toBe(404);
  });
});

describe('bad input', () => {
  it('a missing or blank query is 39', async () => {
    for (const query of [undefined, null, '', '   ']) {
      const res = await search(roles.super.token, query);
      expect(res.status).toBe(422);
      expect(res.errorBody?.errors.code).toBe(ErrorCode.searchQueryRequired);
    }
  });

  it('a query of only stop words finds nothing', async () => {
    await documentWithPages(t.ctx, projectId, ['Ja the and on of ja.']);
    for (const query of ['ja', 'the', 'ja the', 'and or']) {
      expect((await found(roles.super.token, query)).results).toEqual([]);
    }
  });

  it('any query answers 2xx or 4xx, never 5xx', async () => {
    const hostile = [
      '"',
      '""',
      '"putki',
      "'",
      "' or 1=1 --",
      '&',
      '|',
      '!',
      'putki & | ! :* <->',
      'putki:*',
      '-',
      '- - -',
      'or',
      'or or or',
      '(((',
      ')',
      '\\',
      '<b>x</b>',
      '💥 putki',
      '\u0000',
      'putki\u0000',
      '\ud800',
      'x'.repeat(10_000),
      'putki '.repeat(160),
    ];
    for (const query of hostile) {
      const res = await search(roles.super.token, query);
      expect(res.status, query.slice(0, 40)).toBeLessThan(500);
      // A lone surrogate cannot be written in a path at all.
      if (query.includes('\ud800')) continue;
      const details = await t.as(roles.super).search.details({ params: { documentId: 1, query } });
      expect(details.status, query.slice(0, 40)).toBeLessThan(500);
    }
  });
});

describe('searchResultDetails', () => {
  it('answers the matching pages, best first, with the words to highlight', async () => {
    const doc = await documentWithPages(t.ctx, projectId, [
      'Sisällys.',
      'Vesijohto uusittu. Vesijohdot tarkastettu kahdesti, vesijohtoja lisää.',
      'Vesijohto mainittu kerran.',
    ]);
    const res = await t.as(roles.employee).search.details({ params: { documentId: doc.id, query: 'vesijohto' } });
    expect(res.status, res.body).toBe(200);
    expect(res.data.pages.map((p) => p.page)).toEqual([2, 3]);
    expect(res.data.pages[0].similarity).toBe(1);
    expect(res.data.pages[0].highlights.sort()).toEqual(['Vesijohto', 'vesijohtoja']);
    expect(res.data.pages[1].sentences[0]).toEqual({ sentence: 'Vesijohto mainittu kerran.', similarity: 1 });
    expect(res.data.url).toContain(`/files/${doc.fileId}`);

    await t.ctx.db.update(documents).set({ deletedAt: new Date() }).where(eq(documents.id, doc.id));
    expect(
      (await t.as(roles.employee).search.details({ params: { documentId: doc.id, query: 'vesijohto' } })).status,
    ).toBe(410);
  });
});
