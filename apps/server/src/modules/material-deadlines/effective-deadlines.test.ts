import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialDeadlines, materialFormDeadlines } from '../../platform/db/schema';
import { type RoleUsers, signInEveryRole } from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { makeMaterialForm } from '../../test/material-factories';
import { createProject } from '../../test/project-factories';
import { formDeadlines, isPast, selectionDeadlineFor } from './effective-deadlines.repo';

/*
 * The effective-deadline rule (effective-deadlines.repo.ts, its one SQL) and the earlier-of-two
 * choice: the selection's save reads the same joins inside its own statement
 * (material-selections.test.ts covers that path through the API).
 */

let t: TestApp;
let roles: RoleUsers;
let projectId: number;
let otherProjectId: number;
/** A form of each project without a deadline of its own. */
let plainForm: number;
let otherForm: number;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  projectId = (await createProject(t, roles.super.token, { type: 'condominium' })).id;
  otherProjectId = (await createProject(t, roles.super.token, { type: 'condominium' })).id;
  plainForm = (await makeMaterialForm(t.ctx, projectId, [], 'Plain')).id;
  otherForm = (await makeMaterialForm(t.ctx, otherProjectId, [], 'Elsewhere')).id;
  await t.ctx.db.insert(materialDeadlines).values([
    { projectId, deadlineAt: at('2027-03-31T20:59:00Z') },
    { projectId, stairwell: 'A', deadlineAt: at('2027-02-28T21:59:00Z') },
    { projectId, stairwell: 'A', apartmentNumber: '3', deadlineAt: at('2027-01-31T21:59:00Z') },
    // Another project's apartment-level row never reaches this project's forms.
    { projectId: otherProjectId, stairwell: 'B', apartmentNumber: '7', deadlineAt: at('2026-01-01T00:00:00Z') },
  ]);
});
afterAll(() => t.close());

const deadlineOf = (stairwell: string, apartmentNumber: string | null, formId = plainForm) =>
  selectionDeadlineFor(t.ctx.db, { stairwell, apartmentNumber }, formId);

describe('selection deadline lookup', () => {
  it('takes the exact stairwell and apartment first', async () => {
    expect(await deadlineOf('A', '3')).toEqual({ deadlineAt: at('2027-01-31T21:59:00Z'), source: 'apartment' });
  });

  it('then the stairwell only', async () => {
    expect(await deadlineOf('A', '4')).toEqual({ deadlineAt: at('2027-02-28T21:59:00Z'), source: 'stairwell' });
  });

  it('then the project-wide one, also for an apartment without a number', async () => {
    for (const [stairwell, number] of [
      ['B', '7'],
      ['C', null],
    ] as const) {
      expect(await deadlineOf(stairwell, number)).toEqual({
        deadlineAt: at('2027-03-31T20:59:00Z'),
        source: 'project',
      });
    }
  });

  it("reads each form's own project's rows, several forms in one call", async () => {
    const both = await formDeadlines(t.ctx.db, { stairwell: 'B', apartmentNumber: '7' }, [plainForm, otherForm]);
    expect(both.get(plainForm)).toEqual({ deadlineAt: at('2027-03-31T20:59:00Z'), source: 'project' });
    expect(both.get(otherForm)).toEqual({ deadlineAt: at('2026-01-01T00:00:00Z'), source: 'apartment' });
  });

  it('finds none in a project without rows for the apartment', async () => {
    const deadline = await deadlineOf('A', '3', otherForm);
    expect(deadline).toEqual({ deadlineAt: null, source: null });
    expect(isPast(deadline, at('2100-01-01T00:00:00Z'))).toBe(false);
  });

  it('takes the latest added row of one level', async () => {
    const project = (await createProject(t, roles.super.token, { type: 'condominium' })).id;
    const form = (await makeMaterialForm(t.ctx, project, [], 'Latest')).id;
    await t.ctx.db
      .insert(materialDeadlines)
      .values({ projectId: project, stairwell: 'D', deadlineAt: at('2027-05-01T00:00:00Z') });
    await t.ctx.db
      .insert(materialDeadlines)
      .values({ projectId: project, stairwell: 'D', deadlineAt: at('2027-06-01T00:00:00Z') });
    expect(await deadlineOf('D', '1', form)).toEqual({ deadlineAt: at('2027-06-01T00:00:00Z'), source: 'stairwell' });
  });

  it("lets a form's own earlier deadline close that form, and ignores a later one", async () => {
    const early = await makeMaterialForm(t.ctx, projectId, [], 'Kitchen');
    const late = await makeMaterialForm(t.ctx, projectId, [], 'Bathroom');
    await t.ctx.db.insert(materialFormDeadlines).values([
      { materialFormId: early.id, deadlineAt: at('2026-12-31T21:59:00Z') },
      { materialFormId: late.id, deadlineAt: at('2028-01-01T00:00:00Z') },
    ]);
    expect(await deadlineOf('A', '3', early.id)).toEqual({ deadlineAt: at('2026-12-31T21:59:00Z'), source: 'form' });
    expect(await deadlineOf('A', '3', late.id)).toEqual({
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
