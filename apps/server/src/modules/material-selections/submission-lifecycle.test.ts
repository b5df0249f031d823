import { SUBMISSION_STATUSES, type SubmissionStatus, submissionMove } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialFormSubmissions } from '../../platform/db/schema';
import { type RoleUsers, signInEveryRole } from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { addSelectionProject, makeSelectionPlace } from '../../test/selection-factories';

/*
 * The server follows the submission lifecycle table (contracts submission-lifecycle.ts): every
 * (from, to) pair is tried by the apartment's owner and by a reviewer (a manager of the project).
 * A move the table has for the caller succeeds, as does setting the status a submission has (no
 * move); anything else is 409, and an accepted submission is closed to the owner.
 */

let t: TestApp;
let roles: RoleUsers;
let submissionId: number;

beforeAll(async () => {
  t = await createTestApp();
  const place = await makeSelectionPlace(t);
  const { condominiumId, apartmentId } = place;
  roles = await signInEveryRole(t, { condominiumId, apartmentId });
  const { form } = await addSelectionProject(t, roles.super.token, place, [{ selects: [{ options: [{}] }] }]);
  const made = await t
    .as(roles.owner)
    .materialSelections.createSubmission({ body: { apartment_id: apartmentId, material_form_id: form.id } });
  submissionId = made.data.id;
});
afterAll(() => t.close());

const setStored = (status: SubmissionStatus) =>
  t.ctx.db.update(materialFormSubmissions).set({ status }).where(eq(materialFormSubmissions.id, submissionId));

function expected(from: SubmissionStatus, to: SubmissionStatus, reviews: boolean): 200 | 409 {
  if (!reviews && from === 'accepted') return 409;
  if (from === to) return 200;
  const move = submissionMove(from, to);
  return move && (reviews || move.by === 'choose') ? 200 : 409;
}

describe('the server follows the submission lifecycle table', () => {
  for (const from of SUBMISSION_STATUSES) {
    for (const to of SUBMISSION_STATUSES) {
      for (const who of ['owner', 'manager'] as const) {
        const status = expected(from, to, who === 'manager');
        it(`${from} -> ${to} by the ${who === 'owner' ? 'owner' : 'reviewer'}: ${status}`, async () => {
          await setStored(from);
          const res = await t
            .as(roles[who])
            .materialSelections.setSubmissionStatus({ params: { id: submissionId }, body: { status: to } });
          expect(res.status).toBe(status);
          if (status === 200) expect(res.data.status).toBe(to);
        });
      }
    }
  }
});
