import { type QuoteRowInput, RealtimeEvent, userChannel } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apartments, apartmentTemplates, materialSelections } from '../../platform/db/schema';
import type { Publisher } from '../../platform/realtime/publisher';
import { type RoleUsers, signInEveryRole } from '../../test/authorization';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { waitForMail } from '../../test/mail-capture';
import { linkFormToTemplate, makeMaterialForm } from '../../test/material-factories';
import { addApartmentUser } from '../../test/membership-factories';
import { makeQuote, makeQuotePlace, type QuotePlace, setQuoteDeadline } from '../../test/quote-factories';
import { makeResident } from '../../test/resident-factories';

let t: TestApp;
let roles: RoleUsers;
let place: QuotePlace;
let events: { channel: string; event: string; payload: unknown }[] = [];
let original: Publisher['publish'];
/** The owner of the other apartment (B 7). */
let otherOwner: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ workers: true, config: { PUBLIC_URL: 'http://portal.test' } });
  const admin = await makeUser(t.ctx, { isSuper: true });
  place = await makeQuotePlace(t, await t.tokenFor(admin.id));
  roles = await signInEveryRole(t, { condominiumId: place.condominiumId, apartmentId: place.apartmentId });
  otherOwner = await makeResident(t, { apartment: { id: place.otherApartmentId, role: 'owner' } });
  original = t.ctx.publisher.publish;
  t.ctx.publisher.publish = async (channel, event, payload) => {
    events.push({ channel, event, payload });
  };
});
afterEach(() => {
  events = [];
});
afterAll(async () => {
  t.ctx.publisher.publish = original;
  await t.close();
});

const staff = () => t.as(roles.manager);
const owner = () => t.as(roles.owner);

async function createQuote(rows: QuoteRowInput[] = [{ description: 'Parquet', price: 45.5, area: 12.25 }]) {
  const res = await staff().materialQuotes.create({
    params: { id: place.projectId },
    body: { apartment_id: place.apartmentId, name: 'Extra parquet', rows },
  });
  expect(res.status, res.body).toBe(201);
  return res.data;
}

describe('the quote state machine', () => {
  it('goes created → sent → corrections → sent → approved, and PUT never jumps a state', async () => {
    const quote = await createQuote([
      { description: 'Parquet', price: 45.5, area: 12.25 },
      { description: 'Threshold', price: 19.99 },
    ]);
    expect(quote.status).toBe('created');
    // 45.50 × 12.25 = 557.375 → 557.38; + 19.99
    expect(quote.total).toBe(577.37);
    // `can` offers the steps the lifecycle table has from created, for the staff's actor.
    expect(quote.can).toEqual({
      manage: true,
      answer: false,
      comment: true,
      edit: true,
      publish: true,
      approve: false,
      send_corrections: false,
      change_room_card: true,
      approve_room_card: false,
    });
    const params = { id: place.projectId, quoteId: quote.id };

    // A draft is staff's: the owner does not see it.
    expect(
      (await owner().materialQuotes.get({ params: { apartmentId: place.apartmentId, quoteId: quote.id } })).status,
    ).toBe(404);
    const jump = await staff().materialQuotes.update({ params, body: { name: 'X', status: 'approved' } });
    expect(jump.status).toBe(409);

    const saved = await staff().materialQuotes.update({
      params,
      body: { name: 'Extra parquet 2', status: 'created', rows: [{ description: 'Parquet', price: 40, area: 10 }] },
    });
    expect(saved.status, saved.body).toBe(200);
    expect(saved.data.total).toBe(400);

    expect((await staff().materialQuotes.publish({ params })).data.status).toBe('sent');
    expect(
      events.some(
        (e) => e.channel === userChannel(roles.owner?.id ?? 0) && e.event === RealtimeEvent.materialQuoteSent,
      ),
    ).toBe(true);
    expect((await staff().materialQuotes.publish({ params })).status).toBe(409);
    expect((await staff().materialQuotes.update({ params, body: { name: 'Late' } })).status).toBe(409);

    const open = await owner().materialQuotes.openQuotes({ params: { id: place.apartmentId } });
    expect(open.data.map((q) => q.id)).toContain(quote.id);
    const read = await owner().materialQuotes.markRead({ params: { id: quote.id } });
    expect(read.data.read_at).not.toBeNull();

    const corrections = await owner().materialQuotes.sendCorrections({
      params: { id: quote.id },
      body: { comment: 'Please use oak.' },
    });
    expect(corrections.data.status).toBe('corrections');
    const comments = await staff().materialQuotes.comments({ params: { id: quote.id } });
    expect(comments.data.map((c) => c.comment)).toContain('Please use oak.');
    expect((await owner().materialQuotes.approve({ params: { id: quote.id } })).status).toBe(409);
    expect(
      (await owner().materialQuotes.openQuotes({ params: { id: place.apartmentId } })).data.map((q) => q.id),
    ).not.toContain(quote.id);

    expect((await staff().materialQuotes.update({ params, body: { name: 'Oak parquet' } })).status).toBe(200);
    expect((await staff().materialQuotes.publish({ params })).data.status).toBe('sent');
    const approved = await owner().materialQuotes.approve({ params: { id: quote.id } });
    expect(approved.data.status).toBe('approved');
    expect(approved.data.approved_at).not.toBeNull();
    expect(
      (await owner().materialQuotes.sendCorrections({ params: { id: quote.id }, body: { comment: 'x' } })).status,
    ).toBe(409);
    expect((await staff().materialQuotes.publish({ params })).status).toBe(409);

    const history = await t.as(roles.tenant).materialQuotes.apartmentQuotes({ params: { id: place.apartmentId } });
    expect(history.data.find((q) => q.id === quote.id)?.status).toBe('approved');
  });

  it('lists the project’s quotes for the panel with the apartment’s stairwell and number', async () => {
    const quote = await createQuote();
    const list = await staff().materialQuotes.projectQuotes({ params: { id: place.projectId } });
    const found = list.data.find((q) => q.id === quote.id);
    expect(found).toMatchObject({ stairwell: 'A', apartment_number: '1', status: 'created' });
    expect(list.json().can.create).toBe(true);
    expect(
      (await t.as(roles.editor).materialQuotes.projectQuotes({ params: { id: place.projectId } })).json().can.create,
    ).toBe(false);
  });
});

describe('bad input', () => {
  it('refuses prices and areas out of range, negative, NaN or with 3 decimals (422)', async () => {
    for (const row of [
      { description: 'x', price: -1 },
      { description: 'x', price: 1_000_000.01 },
      { description: 'x', price: 1.005 },
      { description: 'x', price: Number.NaN },
      { description: 'x', price: 1, area: -2 },
      { description: 'x', price: 1, area: 1.234 },
      { description: '', price: 1 },
    ]) {
      const res = await staff().materialQuotes.create({
        params: { id: place.projectId },
        body: { apartment_id: place.apartmentId, name: 'Bad', rows: [row] },
      });
      expect(res.status, JSON.stringify(row)).toBe(422);
    }
  });

  it('refuses an apartment of another condominium (422 on apartment_id)', async () => {
    const elsewhere = await makeQuotePlace(t, roles.ownerManager.token);
    const res = await staff().materialQuotes.create({
      params: { id: place.projectId },
      body: { apartment_id: elsewhere.apartmentId, name: 'Wrong', rows: [] },
    });
    expect(res.status).toBe(422);
    expect(res.error.fields.apartment_id).toEqual(['not-found']);
  });
});

describe('apartment A against apartment B', () => {
  it('the owner of B gets 404 for everything of A’s quotes', async () => {
    const quoteId = await makeQuote(t, { projectId: place.projectId, apartmentId: place.apartmentId });
    const b = t.as(otherOwner.token);
    expect((await b.materialQuotes.get({ params: { apartmentId: place.apartmentId, quoteId } })).status).toBe(404);
    expect((await b.materialQuotes.get({ params: { apartmentId: place.otherApartmentId, quoteId } })).status).toBe(404);
    expect((await b.materialQuotes.apartmentQuotes({ params: { id: place.apartmentId } })).status).toBe(404);
    expect((await b.materialQuotes.approve({ params: { id: quoteId } })).status).toBe(404);
    expect((await b.materialQuotes.sendCorrections({ params: { id: quoteId }, body: { comment: 'no' } })).status).toBe(
      404,
    );
    expect((await b.materialQuotes.rows({ params: { id: quoteId } })).status).toBe(404);
    expect((await b.roomCards.download({ params: { id: quoteId } })).status).toBe(404);
    expect((await b.roomCards.approve({ params: { id: quoteId } })).status).toBe(404);
  });
});

describe('deadlines', () => {
  it('after the quote deadline the owner can no longer approve or correct (409 naming the deadline)', async () => {
    const quoteId = await makeQuote(t, {
      projectId: place.projectId,
      apartmentId: place.apartmentId,
      deadlineAt: new Date('2024-03-31T20:59:00Z'),
    });
    const approve = await owner().materialQuotes.approve({ params: { id: quoteId } });
    expect(approve.status).toBe(409);
    // Helsinki summer time: 23:59 local.
    expect(approve.error.message).toContain('31.03.2024 23:59');
    const corrections = await owner().materialQuotes.sendCorrections({
      params: { id: quoteId },
      body: { comment: 'x' },
    });
    expect(corrections.status).toBe(409);
    await setQuoteDeadline(t, quoteId, new Date(Date.now() + 86_400_000));
    expect((await owner().materialQuotes.approve({ params: { id: quoteId } })).status).toBe(200);
  });
});

describe('notices', () => {
  it('mails the owner in their language when a quote is sent, and the creator when it is answered', async () => {
    const fiOwner = await makeUser(t.ctx, { locale: 'fi', email: `omistaja-${process.pid}@example.test` });
    await addApartmentUser(t.ctx, place.apartmentId, fiOwner.id, 'owner');
    const creator = await makeUser(t.ctx, { companyId: roles.manager.companyId, roles: ['manager'], locale: 'en' });
    const creatorApi = t.as(await t.tokenFor(creator.id));
    const created = await creatorApi.materialQuotes.create({
      params: { id: place.projectId },
      body: { apartment_id: place.apartmentId, name: 'Sauna bench', rows: [{ description: 'Bench', price: 300 }] },
    });
    expect(created.status, created.body).toBe(201);
    await creatorApi.materialQuotes.publish({ params: { id: place.projectId, quoteId: created.data.id } });
    const fiMail = await waitForMail(t.mails, fiOwner.email);
    expect(fiMail.subject).toBe('Uusi tarjous: Sauna bench');
    expect(fiMail.text).toContain(`/condominium/${place.condominiumId}/apartments/${place.apartmentId}`);
    const fiApi = t.as(await t.tokenFor(fiOwner.id));
    await fiApi.materialQuotes.sendCorrections({ params: { id: created.data.id }, body: { comment: 'Lyhyempi' } });
    const enMail = await waitForMail(t.mails, creator.email);
    expect(enMail.subject).toBe('Corrections requested: Sauna bench');
    expect(enMail.text).toContain('Lyhyempi');
    expect(
      events.some((e) => e.channel === userChannel(creator.id) && e.event === RealtimeEvent.materialQuoteAnswered),
    ).toBe(true);
  });
});

describe('materialquotes/{id}/selections', () => {
  it("shows the apartment's chosen options of the quote's project, not another apartment's", async () => {
    const [template] = await t.ctx.db
      .insert(apartmentTemplates)
      .values({ condominiumId: place.condominiumId, name: 'Kaksio' })
      .returning();
    await t.ctx.db
      .update(apartments)
      .set({ apartmentTemplateId: template.id })
      .where(eq(apartments.id, place.apartmentId));
    const form = await makeMaterialForm(t.ctx, place.projectId, [
      { selects: [{ name: 'Floor', area: '12.50', options: [{ name: 'Oak', price: '40.00' }, { name: 'Ash' }] }] },
    ]);
    await linkFormToTemplate(t.ctx, template.id, form.id);
    const [select] = form.selects;
    await t.ctx.db.insert(materialSelections).values([
      {
        apartmentId: place.apartmentId,
        materialFormSelectId: select.id,
        materialFormOptionId: select.optionIds[0],
        name: 'Oak',
        price: '40.00',
      },
      {
        apartmentId: place.otherApartmentId,
        materialFormSelectId: select.id,
        materialFormOptionId: select.optionIds[1],
        name: 'Ash',
        price: '10.00',
      },
    ]);
    const quoteId = await makeQuote(t, { projectId: place.projectId, apartmentId: place.apartmentId });
    const res = await owner().materialQuotes.selections({ params: { id: quoteId } });
    expect(res.data).toEqual([
      expect.objectContaining({
        select_name: 'Floor',
        area: 12.5,
        name: 'Oak',
        price: 40,
        material_form_select_id: select.id,
      }),
    ]);
  });
});
