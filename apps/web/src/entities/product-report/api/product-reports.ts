import type { Language } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointKey } from '../../../lib/api-query';

/** Which report: one form's, or (null) the project's by every form. */
export interface ReportTarget {
  projectId: number;
  formId: number | null;
}

async function fetchReport(target: ReportTarget, format: 'html' | 'csv', lang: Language): Promise<Blob> {
  return target.formId === null
    ? api.productReports.project({ params: { id: target.projectId }, query: { format, lang } })
    : api.productReports.form({ params: { id: target.projectId, formId: target.formId }, query: { format, lang } });
}

/**
 * The report's HTML, read with the bearer token for a frame's `srcdoc` (DECISIONS.md): the page
 * never gets a URL that would work without the token.
 */
export function useProductReportHtml(target: ReportTarget, lang: Language, enabled: boolean) {
  const key =
    target.formId === null
      ? endpointKey(endpoints.productReports.project, { params: { id: target.projectId } })
      : endpointKey(endpoints.productReports.form, { params: { id: target.projectId, formId: target.formId } });
  return useQuery({
    queryKey: [...key, lang, 'html'],
    queryFn: async () => (await fetchReport(target, 'html', lang)).text(),
    enabled,
    // A report is a snapshot: read again each time it is opened.
    gcTime: 0,
    staleTime: 0,
  });
}

/** A print link (POST productreport-links): the report's own page, valid for a few minutes. */
export function useProductReportLink() {
  return useMutation({
    mutationFn: ({ target, lang }: { target: ReportTarget; lang: Language }) =>
      api.productReports.link({
        params: { id: target.projectId },
        body: { material_form_id: target.formId, format: 'html', lang },
      }),
  });
}

/** Fetches the CSV with the bearer token and saves it. */
async function downloadCsv({ target, lang, fileName }: { target: ReportTarget; lang: Language; fileName: string }) {
  const blob = await fetchReport(target, 'csv', lang);
  const url = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function useDownloadProductReportCsv() {
  return useMutation({ mutationFn: downloadCsv });
}
