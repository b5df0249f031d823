import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ErrorCode, EXPORT_LINK_DAYS, type ExportDocumentsInput, RealtimeEvent, userChannel } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { folderViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import { users } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/app-error';
import { queueMail } from '../../platform/mail/mail-queue';
import { documentAccess, projectDocumentsAccess } from '../documents/documents.access';
import * as repo from './exports.repo';
import { entryNamer, folderDirectories, safeEntryName } from './zip-entry-names';

/** The queue whose worker makes the ZIP of an export row. */
export const EXPORT_JOB = 'document-export';
export interface ExportJob {
  exportId: number;
  /**
   * The ZIP directory of each folder of the chosen documents (`"12": "Site/Week 12/"`), by the
   * folders the user saw when asking; documents of the main folder, and of a job queued before
   * folders were kept, go to the top level.
   */
  directories?: Record<string, string>;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * POST projects/{id}/files-zip: the panel's export rule (FEATURE_EXPORT and sight of the documents),
 * then every chosen document must be one the caller sees in this project. The row and its job
 * commit together.
 */
export async function createExport(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  input: ExportDocumentsInput,
): Promise<{ id: number }> {
  const documents = projectDocumentsAccess(ctx.config.FEATURE_EXPORT);
  await requireAccess(ctx.db, user, 'export', documents, projectId);
  const documentIds = [...new Set(input.documentIds)];
  if (!documentIds.length) {
    throw new AppError(422, ErrorCode.chooseFile, 'Choose at least one document.', { documentIds: ['required'] });
  }
  const id = await ctx.db.transaction(async (tx) => {
    // The whole set in one query: one the caller may not see is 404 (removed: 410), nothing queued.
    const found = await requireAccess(tx, user, 'read', documentAccess, documentIds, { within: { projectId } });
    const folderIds = new Set(found.flatMap((f) => f.row.document.folderId ?? []));
    const tree = folderIds.size ? await repo.findFolderTree(tx, folderViewer(user), projectId) : [];
    const directories = Object.fromEntries(folderDirectories(tree, folderIds));
    const exportId = await repo.insertExport(tx, { projectId, userId: user.id, documentIds });
    // A ZIP of a whole project streams gigabytes: 40 times a photo's time (30 minutes by default).
    await ctx.jobs.send<ExportJob>(
      EXPORT_JOB,
      { exportId, directories },
      { tx, expireInSeconds: ctx.config.JOB_EXPIRY_SECONDS * 40 },
    );
    return exportId;
  });
  return { id };
}

function publicUrl(ctx: AppContext): string {
  return (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/$/, '');
}

/** `YYYY-MM-DD` of the server's day (its time zone, `TZ`). */
function localDate(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * The ZIP's name: the project's code, then the day it was made (`HEL-0311-documents-2026-11-25.zip`),
 * safe as a file name on every system (the entry-name rules; a code of only unsafe characters
 * leaves `project`).
 */
export function exportFileName(projectCode: string, at: Date): string {
  const code = safeEntryName(projectCode).replace(/\s+/g, '-');
  return `${code === 'file' ? 'project' : code}-documents-${localDate(at)}.zip`;
}

function exportMail(to: string, locale: string, link: string, project: { code: string; name: string }, zip: string) {
  const fi = locale === 'fi';
  const named = `${project.code} ${project.name}`;
  const subject = fi ? `Tiedostojen vienti on valmis: ${named}` : `Your file export is ready: ${named}`;
  const body = fi
    ? `Valitsemasi projektin ${named} tiedostot on pakattu ZIP-tiedostoksi ${zip}. Lataa se tästä linkistä ${EXPORT_LINK_DAYS} päivän kuluessa:`
    : `The files you chose from project ${named} have been packed into the ZIP file ${zip}. Download it from this link within ${EXPORT_LINK_DAYS} days:`;
  return { to, subject, text: `${body}\n\n${link}\n`, links: [link] };
}

/**
 * The export job: streams a ZIP of the documents' files from storage into storage (one file open
 * at a time, never the whole archive in memory), then mails a link that expires and announces it
 * on the user's channel. A failed export is marked failed and not retried.
 */
export async function makeExport(ctx: AppContext, job: ExportJob): Promise<void> {
  const row = await repo.findExport(ctx.db, job.exportId);
  if (row?.status !== 'queued') return;
  const [owner] = await ctx.db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, row.userId));
  const project = await repo.findProjectNames(ctx.db, row.projectId);
  if (!owner || !project) return;
  const key = `exports/${row.id}-${randomBytes(8).toString('hex')}.zip`;
  try {
    const files = await repo.findExportFiles(ctx.db, row.projectId, row.documentIds);
    const zip = new ZipFile();
    const directories = job.directories ?? {};
    const nameOf = entryNamer(Object.values(directories));
    for (const file of files) {
      const directory = file.folderId === null ? '' : (directories[String(file.folderId)] ?? '');
      zip.addReadStreamLazy(nameOf(file.name, file.extension, directory), (cb) => {
        ctx.storage.get(file.storageKey).then(
          (stream) => cb(null, stream),
          (err: Error) => cb(err, undefined as unknown as Readable),
        );
      });
    }
    zip.end();
    const failed = new Promise<never>((_, reject) => zip.on('error', reject));
    await Promise.race([ctx.storage.put(key, zip.outputStream as Readable, 'application/zip'), failed]);
  } catch {
    await repo.markFailed(ctx.db, row.id);
    await ctx.storage.delete(key).catch(() => undefined);
    return;
  }
  const secret = randomBytes(32).toString('base64url');
  const link = `${publicUrl(ctx)}/api/v1/document-exports/${row.id}/download?token=${secret}`;
  await ctx.db.transaction(async (tx) => {
    await repo.markReady(tx, row.id, {
      storageKey: key,
      secretHash: sha256(secret),
      expiresAt: new Date(Date.now() + EXPORT_LINK_DAYS * 24 * 3600 * 1000),
    });
    await queueMail(
      ctx.jobs,
      tx,
      exportMail(owner.email, owner.locale, link, project, exportFileName(project.code, row.createdAt)),
    );
  });
  await ctx.publisher.publish(userChannel(row.userId), RealtimeEvent.exportReady, { url: link });
}

/** GET document-exports/{id}/download?token=: the link is the credential; expired: 410. */
export async function openDownload(ctx: AppContext, id: number, token: string) {
  const row = await repo.findExport(ctx.db, id);
  const missing = () => notFound('Export not found.');
  if (row?.status !== 'ready' || !row.secretHash || !token) throw missing();
  const given = Buffer.from(sha256(token), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.secretHash, 'hex'))) throw missing();
  // An expired link stays 410 after the purge has deleted its ZIP (exports.purge.ts).
  if (!row.expiresAt || row.expiresAt.getTime() <= Date.now()) {
    throw new AppError(410, ErrorCode.notFound, 'This download link has expired.');
  }
  if (!row.storageKey) throw missing();
  const project = await repo.findProjectNames(ctx.db, row.projectId);
  const fileName = project ? exportFileName(project.code, row.createdAt) : `export-${row.id}.zip`;
  return { stream: await ctx.storage.get(row.storageKey), fileName };
}
