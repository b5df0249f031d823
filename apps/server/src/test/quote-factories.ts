import type { QuoteStatus } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { materialQuoteRows, materialQuotes } from '../platform/db/schema';
import type { TestApp } from './harness';
import { linkProjectToCondominium } from './material-factories';
import { makeApartment, makeCondominium } from './membership-factories';
import { createProject } from './project-factories';

/*
 * Quotes written straight to the database in any status, for the tests of who may do what to a
 * quote in that status; the state machine itself is tested through the API.
 */

export interface QuotePlace {
  condominiumId: number;
  apartmentId: number;
  /** Another apartment of the same condominium, whose owner must not see the first one's quotes. */
  otherApartmentId: number;
  projectId: number;
}

/** A condominium with two apartments and a condominium project linked to it, made by `token`. */
export async function makeQuotePlace(t: TestApp, token: string): Promise<QuotePlace> {
  const condominium = await makeCondominium(t.ctx);
  const apartment = await makeApartment(t.ctx, condominium.id, 'A', '1');
  const other = await makeApartment(t.ctx, condominium.id, 'B', '7');
  const project = await createProject(t, token, { type: 'condominium' });
  await linkProjectToCondominium(t.ctx, project.id, condominium.id);
  return {
    condominiumId: condominium.id,
    apartmentId: apartment.id,
    otherApartmentId: other.id,
    projectId: project.id,
  };
}

export interface QuoteSpec {
  projectId: number;
  apartmentId: number;
  status?: QuoteStatus;
  createdBy?: number;
  deadlineAt?: Date;
  roomCardDeadlineAt?: Date;
}

/** A quote with one row (100.00 × 2 m2) in the given status. */
export async function makeQuote(t: TestApp, spec: QuoteSpec): Promise<number> {
  const status = spec.status ?? 'sent';
  const [row] = await t.ctx.db
    .insert(materialQuotes)
    .values({
      projectId: spec.projectId,
      apartmentId: spec.apartmentId,
      name: 'Quote',
      status,
      createdBy: spec.createdBy ?? null,
      deadlineAt: spec.deadlineAt ?? null,
      roomCardDeadlineAt: spec.roomCardDeadlineAt ?? null,
      sentAt: status === 'created' ? null : new Date(),
    })
    .returning({ id: materialQuotes.id });
  await t.ctx.db
    .insert(materialQuoteRows)
    .values({ materialQuoteId: row.id, description: 'Parquet', price: '100.00', area: '2.00' });
  return row.id;
}

export async function setQuoteDeadline(t: TestApp, quoteId: number, deadlineAt: Date | null) {
  await t.ctx.db.update(materialQuotes).set({ deadlineAt }).where(eq(materialQuotes.id, quoteId));
}
