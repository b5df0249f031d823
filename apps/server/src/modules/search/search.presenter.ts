import { FILE_VERSION_PARAM, type SearchResult, type SearchSentence } from '@portal/contracts';
import type { ScoredSentence, SearchHitRow } from './search.repo';

/** A file's download path and the document's thumbnail path, as the documents answers give them. */
export function filePaths(
  projectId: number,
  documentId: number,
  file: { id: number; revision: number; hasThumb: boolean } | null,
) {
  if (!file) return { url: null, thumb: null };
  const base = `projects/${projectId}/documents/${documentId}`;
  const version = `?${FILE_VERSION_PARAM}=${file.revision}`;
  return { url: `${base}/files/${file.id}${version}`, thumb: file.hasThumb ? `${base}/thumb${version}` : null };
}

export function presentSearchResult(row: SearchHitRow): SearchResult {
  const file = row.fileId === null ? null : { id: row.fileId, revision: row.revision ?? 1, hasThumb: row.hasThumb };
  return {
    id: row.id,
    metadata: {
      project_id: row.projectId,
      project_name: row.projectName,
      title: row.name,
      document_type_id: row.documentTypeId,
      mime: row.mime,
    },
    match: { page: row.page, best_matching_sentences: presentSentences(row.sentences) },
    texts: { title: row.name },
    ...filePaths(row.projectId, row.id, file),
  };
}

/** Similarities are answered to two decimals: enough to order and show them. */
export const roundSimilarity = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;

/** Sentences as answered: similarity rounded to two decimals. */
export const presentSentences = (sentences: ScoredSentence[]): SearchSentence[] =>
  sentences.map((s) => ({ sentence: s.sentence, similarity: roundSimilarity(Number(s.similarity)) }));
