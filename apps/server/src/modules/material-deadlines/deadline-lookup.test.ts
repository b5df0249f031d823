import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialDeadlines, materialFormDeadlines } from '../../platform/db/schema';
import { type RoleUsers, signInEveryRole } from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { makeMaterialForm } from '../../test/material-factories';
import { createProject } from '../../test/project-factories';
import { isPast, projectDeadlineFor, selectionDeadlineFor } from './deadline-lookup';

let t: TestApp;
let roles: RoleUsers;
let projectId: number;
let otherProjectId: number;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  projectId = (await createProject(t, roles.super.token, { type: 'condominium' })).id;
  otherProjectId = (await createProject(t, roles.super.token, { type: 'condominium' })).id;
  await t.ctx.db.insert(materialDeadlines).values([
    { projectId, deadlineAt: at('2027-03-31T20:59:00Z') },
    { projectId, stairwell: 'A', deadlineAt: at('2027-02-28T21:59:00Z') },
    { projectId, stairwell: 'A', apartmentNumber: '3', deadlineAt: at('2027-01-31T21:59:00Z') },
    // Another project's apartment-level row never reaches this project's apartments.
    { projectId: otherProjectId, stairwell: 'B', apartmentNumber: '7', deadlineAt: at('2026-01-01T00:00:00Z') },
  ]);
});
afterAll(() => t.close());

describe('selection deadline lookup', () => {
  it('takes the exact stairwell and apartment first', async () => {
    const deadline = await projectDeadlineFor(t.ctx.db, projectId, { stairwell: 'A', apartmentNumber: '3' });
    expect(deadline).toEqual({ deadlineAt: at('2027-01-31T21:59:00Z'), source: 'apartment' });
  });

  it('then the stairwell only', async () => {
    const deadline = await projectDeadlineFor(t.ctx.db, projectId, { stairwell: 'A', apartmentNumber: '4' });
    expect(deadline).toEqual({ deadlineAt: at('2027-02-28T21:59:00Z'), source: 'stairwell' });
  });

  it('then the project-wide one, also for an apartment without a number', async () => {
    for (const apartment of [
      { stairwell: 'B', apartmentNumber: '7' },
      { stairwell: 'C', apartmentNumber: null },
    ]) {
      const deadline = await projectDeadlineFor(t.ctx.db, projectId, apartment);
      expect(deadline).toEqual({ deadlineAt: at('2027-03-31T20:59:00Z'), source: 'project' });
    }
  });

  it('finds none in a project without rows for the apartment', async () => {
    const deadline = await projectDeadlineFor(t.ctx.db, otherProjectId, { stairwell: 'A', apartmentNumber: '3' });
    expect(deadline).toEqual({ deadlineAt: null, source: null });
    expect(isPast(deadline, at('2100-01-01T00:00:00Z'))).toBe(false);
  });

  it("lets a form's own earlier deadline close that form, and ignores a later one", async () => {
    const early = await makeMaterialForm(t.ctx, projectId, [], 'Kitchen');
    const late = await makeMaterialForm(t.ctx, projectId, [], 'Bathroom');
    await t.ctx.db.insert(materialFormDeadlines).values([
      { materialFormId: early.id, deadlineAt: at('2026-12-31T21:59:00Z') },
      { materialFormId: late.id, deadlineAt: at('2028-01-01T00:00:00Z') },
    ]);
    const apartment = { stairwell: 'A', apartmentNumber: '3' };
    expect(await selectionDeadlineFor(t.ctx.db, projectId, apartment, early.id)).toEqual({
      deadlineAt: at('2026-12-31T21:59:00Z'),
      source: 'form',
    });
    expect(await selectionDeadlineFor(t.ctx.db, projectId, apartment, late.id)).toEqual({
      deadlineAt: at('2027-01-31T21:59:00Z'),
      source: 'apartment',
    });
  });

  it('is past from the deadline instant on', () => {
    const deadline = { deadlineAt: at('2027-01-31T21:59:00Z'), source: 'apartment' as const };
    expect(isPast(deadline, at('2027-01-31T21:58:59Z'))).toBe(false);
    expect(isPast(deadline, at('2027-01-31T21:59:00Z'))).toBe(true);
  });
});
