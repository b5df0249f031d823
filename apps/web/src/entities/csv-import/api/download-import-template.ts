import type { Language } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ImportKind } from '../csv-file';

const FILE_NAMES: Record<ImportKind, Record<Language, string>> = {
  users: { en: 'users-template.csv', fi: 'kayttajat-malli.csv' },
  projects: { en: 'projects-template.csv', fi: 'projektit-malli.csv' },
};

/**
 * GET import/csv/{kind}/template?lang=: the sample file in the interface language (Finnish headers
 * and `;` as Finnish Excel writes them). It needs the bearer token, so it is fetched and saved
 * rather than linked.
 */
export async function downloadImportTemplate({ kind, language }: { kind: ImportKind; language: Language }) {
  const blob = await api.csvImports.template({ params: { kind }, query: { lang: language } });
  const url = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = FILE_NAMES[kind][language];
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}
