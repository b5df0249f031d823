import {
  ErrorCode,
  PRODUCT_REPORT_LINK_SECONDS,
  type ProductReportFormat,
  type ProductReportLink,
  type ProductReportLinkInput,
} from '@portal/contracts';
import { productReportsEndpoints } from '@portal/contracts/endpoints/product-reports';
import { fillPath, routeUrl } from '@portal/contracts/http/endpoint';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import type { AuthUser } from '../../platform/auth/auth-user';
import { findLiveSessionUser } from '../../platform/auth/session-user';
import { notFound, unauthorized } from '../../platform/http/app-error';
import { reportProjectAccess } from './product-reports.access';
import * as repo from './product-reports.repo';
import { renderReportCsv } from './report-csv';
import { renderReportHtml } from './report-html';
import { makeReportToken, type ReportTarget, readReportToken } from './report-link';
import { buildReport } from './report-model';
import type { ReportLanguage } from './report-texts';

export interface ReportRequest {
  format: ProductReportFormat;
  token?: string;
  lang?: ReportLanguage;
}

export interface ReportFile {
  body: string;
  contentType: string;
  fileName: string;
}

/** The bearer token's user, else the print link's (while its session lives), else 401. */
async function callerOf(ctx: AppContext, user: AuthUser | null, target: ReportTarget, token: string | undefined) {
  if (user) return user;
  const signed = token ? readReportToken(ctx.realtimeSecret, target, token) : null;
  const linked = signed ? await findLiveSessionUser(ctx.db, signed.sessionId, signed.userId) : null;
  if (!linked) throw unauthorized(token ? 'The print link is not valid or has expired.' : undefined);
  return linked;
}

const formNotFound = () => notFound('Material form not found.', ErrorCode.invalidForm);

/**
 * One form's report (`formId`) or the project's (null). Constant statements whatever the number of
 * apartments: the caller, the project, the form, then every row in one query.
 */
export async function productReport(
  ctx: AppContext,
  user: AuthUser | null,
  projectId: number,
  formId: number | null,
  request: ReportRequest,
): Promise<ReportFile> {
  const caller = await callerOf(ctx, user, { projectId, formId, format: request.format }, request.token);
  const { row: project } = await requireAccess(ctx.db, caller, 'read', reportProjectAccess, projectId);
  const form = formId === null ? null : await repo.findProjectForm(ctx.db, projectId, formId);
  if (formId !== null && !form) throw formNotFound();
  const rows =
    project.condominiumId === null ? [] : await repo.findReportRows(ctx.db, projectId, project.condominiumId, formId);
  const model = buildReport(rows);
  const language = request.lang ?? caller.locale;
  const baseName = `product-report-${project.code}${form ? `-${form.id}` : ''}`;
  if (request.format === 'csv') {
    return {
      body: renderReportCsv(model, language),
      contentType: 'text/csv; charset=utf-8',
      fileName: `${baseName}.csv`,
    };
  }
  const html = renderReportHtml(
    model,
    {
      projectName: project.name,
      projectCode: project.code,
      condominiumName: project.condominiumName,
      formName: form?.name ?? null,
      printedAt: new Date(),
      timeZone: ctx.config.TIME_ZONE,
    },
    language,
  );
  return { body: html, contentType: 'text/html; charset=utf-8', fileName: `${baseName}.html` };
}

/** A print link for the caller: the report's URL with a token that works for a few minutes. */
export async function createReportLink(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  input: ProductReportLinkInput,
): Promise<ProductReportLink> {
  await requireAccess(ctx.db, user, 'read', reportProjectAccess, projectId);
  const formId = input.material_form_id ?? null;
  if (formId !== null && !(await repo.findProjectForm(ctx.db, projectId, formId))) throw formNotFound();
  const expiresAt = new Date(Date.now() + PRODUCT_REPORT_LINK_SECONDS * 1000);
  const token = makeReportToken(ctx.realtimeSecret, { projectId, formId, format: input.format }, user, expiresAt);
  const endpoint = formId === null ? productReportsEndpoints.project : productReportsEndpoints.form;
  const path = routeUrl(fillPath(endpoint.path, { id: projectId, formId: formId ?? undefined }));
  const query = new URLSearchParams({ format: input.format, token, ...(input.lang ? { lang: input.lang } : {}) });
  return { url: `${path}?${query}`, expires_at: expiresAt.toISOString() };
}
