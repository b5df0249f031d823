import {
  QUOTE_STATUSES,
  type QuoteStatus,
  type QuoteStepAction,
  quoteStep,
  RealtimeEvent,
  userChannel,
} from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { roomCards } from '../../platform/db/schema';
import type { Publisher } from '../../platform/realtime/publisher';
import { type RoleUsers, signInEveryRole } from '../../test/authorization';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { form } from '../../test/multipart';
import { makeQuote, makeQuotePlace, type QuotePlace } from '../../test/quote-factories';

/*
 * The server follows the lifecycle table (contracts material-quote-lifecycle.ts, whose own test
 * writes every pair out): each step is tried from each stored status through its real route, by
 * the actor the table names. Where the table has the step it succeeds and tells whom the table says;
 * where it has none the answer is 409, or 404 to a resident for a staff draft they cannot see.
 */

let t: TestApp;
let roles: RoleUsers;
let place: QuotePlace;
let events: { channel: string; event: string }[] = [];
let original: Publisher['publish'];
let ownerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await makeUser(t.ctx, { isSuper: true });
  place = await makeQuotePlace(t, await t.tokenFor(admin.id));
  roles = await signInEveryRole(t, { condominiumId: place.condominiumId, apartmentId: place.apartmentId });
  if (!roles.owner) throw new Error('The apartment has no owner to answer.');
  ownerId = roles.owner.id;
  original = t.ctx.publisher.publish;
  t.ctx.publisher.publish = async (channel, event) => {
    events.push({ channel, event });
  };
});
afterEach(() => {
  events = [];
});
afterAll(async () => {
  t.ctx.publisher.publish = original;
  await t.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A quote in `status`, made by the manager, with a room card the owner has not approved. */
async function quoteIn(status: QuoteStatus) {
  const id = await makeQuote(t, {
    projectId: place.projectId,
    apartmentId: place.apartmentId,
    status,
    createdBy: roles.manager.id,
  });
  await t.ctx.db.insert(roomCards).values({
    materialQuoteId: id,
    storageKey: `room-cards/none-${id}.pdf`,
    fileName: 'c.pdf',
    mimeType: 'application/pdf',
    size: 1,
  });
  return id;
}

/** Each step through its route, by the actor the table names. */
const CALLS: Record<QuoteStepAction | 'delete_room_card', (id: number) => Promise<{ status: number }>> = {
  edit: (id) =>
    t
      .as(roles.manager)
      .materialQuotes.update({ params: { id: place.projectId, quoteId: id }, body: { name: 'Renamed' } }),
  publish: (id) => t.as(roles.manager).materialQuotes.publish({ params: { id: place.projectId, quoteId: id } }),
  approve: (id) => t.as(roles.owner).materialQuotes.approve({ params: { id } }),
  send_corrections: (id) =>
    t.as(roles.owner).materialQuotes.sendCorrections({ params: { id }, body: { comment: 'Shorter, please.' } }),
  change_room_card: (id) =>
    t.as(roles.manager).roomCards.upload(
      {
        params: { id },
        formData: form({ file: { filename: 'c.pdf', content: PDF, contentType: 'application/pdf' } }),
      },
      { methodOverride: true },
    ),
  // Deleting the card is the same step as replacing it.
  delete_room_card: (id) => t.as(roles.manager).roomCards.delete({ params: { id } }),
  approve_room_card: (id) => t.as(roles.owner).roomCards.approve({ params: { id } }),
};

const stepOf = (call: keyof typeof CALLS) => (call === 'delete_room_card' ? 'change_room_card' : call);
const residentCall = (call: keyof typeof CALLS) =>
  call === 'approve' || call === 'send_corrections' || call === 'approve_room_card';

describe('the server follows the quote lifecycle table', () => {
  for (const status of QUOTE_STATUSES) {
    for (const call of Object.keys(CALLS) as (keyof typeof CALLS)[]) {
      const step = quoteStep(stepOf(call), status);
      const expected = step ? 'succeeds' : residentCall(call) && status === 'created' ? '404 (unseen draft)' : '409';
      it(`${call} from ${status}: ${expected}${step?.announces ? `, tells the ${step.announces}` : ''}`, async () => {
        const id = await quoteIn(status);
        const res = await CALLS[call](id);
        if (!step) {
          expect(res.status).toBe(expected === '409' ? 409 : 404);
          expect(events).toEqual([]);
          return;
        }
        expect(res.status).toBeLessThan(300);
        const told = step.announces === 'owners' ? ownerId : step.announces === 'creator' ? roles.manager.id : null;
        const event =
          step.announces === 'owners' ? RealtimeEvent.materialQuoteSent : RealtimeEvent.materialQuoteAnswered;
        expect(events).toEqual(told === null ? [] : [{ channel: userChannel(told), event }]);
      });
    }
  }

  it('the other side cannot take a step that is not theirs', async () => {
    const sent = await quoteIn('sent');
    expect((await t.as(roles.manager).materialQuotes.approve({ params: { id: sent } })).status).toBe(403);
    expect([403, 404]).toContain(
      (await t.as(roles.owner).materialQuotes.publish({ params: { id: place.projectId, quoteId: sent } })).status,
    );
  });
});
