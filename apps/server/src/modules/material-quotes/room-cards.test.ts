import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoleUsers, signInEveryRole } from '../../test/authorization';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { form, TINY_PNG } from '../../test/multipart';
import { makeQuote, makeQuotePlace, type QuotePlace } from '../../test/quote-factories';

let t: TestApp;
let roles: RoleUsers;
let place: QuotePlace;

beforeAll(async () => {
  t = await createTestApp();
  const superUser = await makeUser(t.ctx, { isSuper: true });
  place = await makeQuotePlace(t, await t.tokenFor(superUser.id));
  roles = await signInEveryRole(t, { condominiumId: place.condominiumId, apartmentId: place.apartmentId });
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const card = (filename: string, content: Buffer | string, contentType = 'application/pdf') =>
  form({ file: { filename, content, contentType } });
const staff = () => t.as(roles.manager);
const owner = () => t.as(roles.owner);
const quote = (roomCardDeadlineAt?: Date) =>
  makeQuote(t, { projectId: place.projectId, apartmentId: place.apartmentId, roomCardDeadlineAt });
const upload = (id: number, body: FormData) =>
  staff().roomCards.upload({ params: { id }, formData: body }, { methodOverride: true });

describe('room cards', () => {
  it('takes a PDF by content and serves it as an attachment with nosniff', async () => {
    const id = await quote();
    const res = await upload(id, card('Huonekortti ä.pdf', PDF));
    expect(res.status, res.body).toBe(200);
    expect(res.data.room_card).toMatchObject({
      file_name: 'Huonekortti ä.pdf',
      mime_type: 'application/pdf',
      approved_at: null,
    });
    const download = await t.as(roles.tenant).roomCards.download({ params: { id } });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment;/);
  });

  it('refuses an HTML page renamed .pdf, and anything not PDF or image (422 code 24)', async () => {
    const id = await quote();
    const html = await upload(id, card('card.pdf', '<html><script>alert(1)</script></html>', 'application/pdf'));
    expect(html.status).toBe(422);
    expect(html.error.code).toBe(24);
    const text = await upload(id, card('card.txt', 'plain words', 'text/plain'));
    expect(text.status).toBe(422);
    expect((await staff().roomCards.download({ params: { id } })).status).toBe(404);
    const png = await upload(id, card('card.png', TINY_PNG, 'image/png'));
    expect(png.data.room_card?.mime_type).toBe('image/png');
  });

  it('the owner approves before the room-card deadline; after it 409; an approved card is kept', async () => {
    const late = await quote(new Date(Date.now() - 60_000));
    await upload(late, card('c.pdf', PDF));
    const refused = await owner().roomCards.approve({ params: { id: late } });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toMatch(/room card deadline \d\d\.\d\d\.\d{4} \d\d:\d\d has passed/);

    const id = await quote();
    await staff().roomCards.deadline({
      params: { id: place.projectId, quoteId: id },
      body: { deadline_at: '2099-12-31 23:59:00' },
    });
    await upload(id, card('c.pdf', PDF));
    const approved = await owner().roomCards.approve({ params: { id } });
    expect(approved.status).toBe(200);
    expect(approved.data.room_card?.approved_at).not.toBeNull();
    expect(approved.data.room_card_deadline_at).toBe('2099-12-31T21:59:00.000Z');
    expect((await staff().roomCards.delete({ params: { id } })).status).toBe(409);
    expect((await upload(id, card('d.pdf', PDF))).status).toBe(409);
  });

  it('deletes a card; approving or downloading none is 404; a bad deadline text is 422', async () => {
    const id = await quote();
    expect((await owner().roomCards.approve({ params: { id } })).status).toBe(404);
    await upload(id, card('c.pdf', PDF));
    const deleted = await staff().roomCards.delete({ params: { id } });
    expect(deleted.data.room_card).toBeNull();
    expect((await staff().roomCards.download({ params: { id } })).status).toBe(404);
    const bad = await staff().roomCards.deadline({
      params: { id: place.projectId, quoteId: id },
      body: { deadline_at: '2025-02-30 10:00' },
    });
    expect(bad.status).toBe(422);
  });
});

describe('quote photos', () => {
  it('re-encodes images, refuses text named .png, lists and deletes', async () => {
    const id = await quote();
    const params = { id: place.projectId, quoteId: id };
    const bad = await staff().materialQuotes.uploadPhotos(
      { params, formData: form({ photos: { filename: 'x.png', content: 'not an image', contentType: 'image/png' } }) },
      { methodOverride: true },
    );
    expect(bad.status).toBe(422);
    const ok = await staff().materialQuotes.uploadPhotos(
      { params, formData: form({ photos: { filename: 'room.png', content: TINY_PNG, contentType: 'image/png' } }) },
      { methodOverride: true },
    );
    expect(ok.data).toHaveLength(1);
    const photo = await owner().materialQuotes.photo({ params: { ...params, photoId: ok.data[0].id } });
    expect(photo.headers['content-type']).toBe('image/jpeg');
    await staff().materialQuotes.deletePhoto({ params: { ...params, photoId: ok.data[0].id } });
    expect((await owner().materialQuotes.photos({ params })).data).toHaveLength(0);
  });
});

describe('additional rows and row comments', () => {
  it('edits additional rows only while created or corrections (409 after), and refuses a row of another quote', async () => {
    const id = await quote();
    expect(
      (await staff().materialQuotes.addAdditionalRow({ params: { id }, body: { description: 'x', price: 1 } })).status,
    ).toBe(409);
    const other = await quote();
    const otherRow = (await staff().materialQuotes.rows({ params: { id: other } })).data[0].id;
    const res = await owner().materialQuotes.addRowComment({
      params: { id },
      body: { row_id: otherRow, comment: 'Hm' },
    });
    expect(res.status).toBe(422);
    expect(res.error.fields.row_id).toEqual(['not-found']);
  });
});
