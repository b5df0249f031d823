import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../platform/db/rows';
import { documentFiles, documentTypes } from '../../platform/db/schema';
import { type Role, type RoleUser, signInEveryRole } from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { form, TINY_PNG } from '../../test/multipart';
import { createProject } from '../../test/project-factories';
import { startWorkers } from '../../workers';
import { DOCUMENT_PROCESS_JOB, processingExpirySeconds } from './documents.queue';

/*
 * Issue 16, "Documents stay processing after a crash": a processing job held by a process that was
 * killed is given to another worker once it expires, and a photo's job expires after
 * JOB_EXPIRY_SECONDS (45 s by default, 1 s here), not pg-boss's 15 minutes.
 */

const EXPIRY = 1;
let t: TestApp;
let roles: Record<Role, RoleUser>;
let typeId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { JOB_EXPIRY_SECONDS: EXPIRY } });
  roles = await signInEveryRole(t);
  const [type] = await t.ctx.db.select().from(documentTypes).where(eq(documentTypes.isDefault, true));
  typeId = type.id;
});
afterAll(() => t.close());

async function upload(projectId: number, file: { filename: string; contentType: string; content: Buffer }) {
  const res = await t.as(roles.ownerManager).documents.upload({
    params: { id: projectId },
    formData: form({ documentTypeId: typeId, file }),
  });
  expect(res.status, res.body).toBe(201);
  return res.data;
}

async function jobOf(fileId: number) {
  const [job] = await selectRows<{ id: string; state: string; expire_seconds: number }>(
    t.ctx.db,
    sql`select id, state, extract(epoch from expire_in)::int as expire_seconds from pgboss.job
        where name = ${DOCUMENT_PROCESS_JOB} and (data->>'fileId')::int = ${fileId}`,
  );
  return job;
}

describe('a processing job whose worker was killed', () => {
  it('is finished by another worker once it expires', { timeout: 60_000 }, async () => {
    const project = await createProject(t, roles.ownerManager.token!);
    const doc = await upload(project.id, { filename: 'site.png', contentType: 'image/png', content: TINY_PNG });
    const fileId = doc.files[0].id;
    const job = await jobOf(fileId);
    expect(job.expire_seconds).toBe(EXPIRY);

    // What a worker that fetched the job and was then killed (-9) leaves: the job active, never completed.
    await t.ctx.db.execute(sql`update pgboss.job set state = 'active', started_on = now() where id = ${job.id}::uuid`);
    // The surviving instance's workers (and pg-boss's housekeeping, which fails expired jobs into retry).
    await startWorkers(t.ctx);
    await expect
      .poll(
        async () => {
          const [file] = await t.ctx.db.select().from(documentFiles).where(eq(documentFiles.id, fileId));
          return file.readyAt !== null;
        },
        { timeout: 45_000, interval: 200 },
      )
      .toBe(true);
  });
});

describe('expiry fits the work', () => {
  it('a photo gets the base, a PDF 2 s more per MB', () => {
    expect(processingExpirySeconds(45, { mime: 'image/jpeg', size: 12 * 1024 * 1024 })).toBe(45);
    expect(processingExpirySeconds(45, { mime: 'application/pdf', size: 100 * 1024 * 1024 })).toBe(245);
    expect(processingExpirySeconds(45, { mime: 'application/pdf', size: 1 })).toBe(47);
  });
});
