import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ErrorCode,
  EXPORT_LINK_DAYS,
  type ExportDocumentsInput,
  instantToWallTime,
  RealtimeEvent,
  userChannel,
} from '@portal/contracts';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { folderViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import { randomSecret, safeEqual, sha256 } from '../../platform/auth/secrets';
import { AppError, notFound } from '../../platform/http/app-error';
import { publicUrl } from '../../platform/http/public-url';
import { queueMail } from '../../platform/mail/mail-queue';
import { renderMail } from '../../platform/mail/mail-template';
import { exportReadyMail } from '../../platform/mail/templates';
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

/**
 * The ZIP's name: the project's code, then the day it was made in the installation's zone
 * (`TIME_ZONE`: `HEL-0311-documents-2026-11-25.zip`), safe as a file name on every system (the
 * entry-name rules; a code of only unsafe characters leaves `project`).
 */
export function exportFileName(projectCode: string, at: Date, timeZone: string): string {
  const code = safeEntryName(projectCode).replace(/\s+/g, '-');
  return `${code === 'file' ? 'project' : code}-documents-${instantToWallTime(at, timeZone).slice(0, 10)}.zip`;
}

/**
 * The export job: streams a ZIP of the documents' files from storage into storage (one file open
 * at a time, never the whole archive in memory), then mails a link that expires and announces it
 * on the user's channel. A failed export is marked failed and not retried.
 */
export async function makeExport(ctx: AppContext, job: ExportJob): Promise<void> {
  const row = await repo.findExport(ctx.db, job.exportId);
  if (row?.status !== 'queued') return;
  const owner = await repo.findExportOwner(ctx.db, row.userId);
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
  const secret = randomSecret(32);
  const link = publicUrl(ctx.config, `/api/v1/document-exports/${row.id}/download?token=${secret}`);
  const zipName = exportFileName(project.code, row.createdAt, ctx.config.TIME_ZONE);
  await ctx.db.transaction(async (tx) => {
    await repo.markReady(tx, row.id, {
      storageKey: key,
      secretHash: sha256(secret),
      expiresAt: new Date(Date.now() + EXPORT_LINK_DAYS * 24 * 3600 * 1000),
    });
    const input = { project, zip: zipName, days: EXPORT_LINK_DAYS, link };
    await queueMail(ctx.jobs, tx, renderMail(exportReadyMail, owner, input));
  });
  await ctx.publisher.publish(userChannel(row.userId), RealtimeEvent.exportReady, { url: link });
}

/** GET document-exports/{id}/download?token=: the link is the credential; expired: 410. */
export async function openDownload(ctx: AppContext, id: number, token: string) {
  const row = await repo.findExport(ctx.db, id);
  const missing = () => notFound('Export not found.');
  if (row?.status !== 'ready' || !row.secretHash || !token) throw missing();
  if (!safeEqual(sha256(token), row.secretHash)) throw missing();
  // An expired link stays 410 after the purge has deleted its ZIP (exports.purge.ts).
  if (!row.expiresAt || row.expiresAt.getTime() <= Date.now()) {
    throw new AppError(410, ErrorCode.notFound, 'This download link has expired.');
  }
  if (!row.storageKey) throw missing();
  const project = await repo.findProjectNames(ctx.db, row.projectId);
  const fileName = project ? exportFileName(project.code, row.createdAt, ctx.config.TIME_ZONE) : `export-${row.id}.zip`;
  return { stream: await ctx.storage.get(row.storageKey), fileName };
}
