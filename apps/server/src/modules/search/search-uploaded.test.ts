import { afterAll, describe, expect, it } from 'vitest';
import { textPdfPages } from '../../seed/demo-pictures';
import { uploadedDocument } from '../../test/document-uploads';
import { createTestApp, makeCompany, makeUser, type TestApp } from '../../test/harness';
import { createProject } from '../../test/project-factories';

/*
 * An uploaded PDF is searchable once its processing job ends (the job stores its text per page,
 * the database computes the vectors), on the PostgreSQL server and on the embedded PGlite alike:
 * PGlite carries the finnish and english configurations.
 */
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

describe.each(['postgres', 'pglite'] as const)('on %s', (engine) => {
  it('finds a Finnish word inside an uploaded PDF, at its page (2 of 2)', async () => {
    const t = await createTestApp({ engine, workers: true });
    apps.push(t);
    const owner = await makeCompany(t.ctx, 'owner');
    const user = await makeUser(t.ctx, { companyId: owner.id, roles: ['manager'], isOwner: true });
    const token = await t.tokenFor(user.id);
    const projectId = (await createProject(t, token, { name: 'Koulun peruskorjaus' })).id;
    const pdf = textPdfPages([
      { title: 'Tarkastuspöytäkirja', lines: ['Sähköpääkeskus tarkastettu.'] },
      { title: 'Havainnot', lines: ['Kosteusvauriot korjattu hyvin.'] },
    ]);
    const doc = await uploadedDocument(t, token, projectId, { content: pdf, filename: 'tarkastus.pdf' });

    await expect
      .poll(async () => (await t.as(token).search.search({ body: { query: 'kosteusvaurio' } })).data.results.length, {
        timeout: 20_000,
        interval: 100,
      })
      .toBe(1);
    const [hit] = (await t.as(token).search.search({ body: { query: 'kosteusvaurio' } })).data.results;
    expect(hit).toMatchObject({
      id: doc.id,
      metadata: { project_name: 'Koulun peruskorjaus', mime: 'application/pdf' },
    });
    expect(hit.match.page).toBe(2);
    expect(hit.match.best_matching_sentences[0]).toEqual({ sentence: 'Kosteusvauriot korjattu hyvin.', similarity: 1 });
    const details = await t.as(token).search.details({ params: { documentId: doc.id, query: 'kosteusvaurio' } });
    expect(details.data.pages[0]).toMatchObject({ page: 2, highlights: ['Kosteusvauriot'] });
  }, 90_000);
});
