import type { Document, DocumentPicture } from '@portal/contracts';
import { FILTER_FIELDS } from '../document-view-state';

const firstKeyword = (doc: Document, fieldId: number) => doc.keywords.find((k) => k.field_id === fieldId)?.id ?? null;

/**
 * The map's markers from documents already in hand (a summary view's, which span many projects
 * and have no pictures list): the same keys `GET projects/{id}/pictures` answers.
 */
export function picturesOf(documents: readonly Document[]): DocumentPicture[] {
  const pictures: DocumentPicture[] = [];
  for (const doc of documents) {
    const [lat, lng] = (doc.coordinates ?? '').split(',').map(Number);
    if (!doc.coordinates || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    pictures.push({
      id: doc.id,
      lat,
      lng,
      company_id: doc.addedByCompany?.id ?? null,
      subject_id: firstKeyword(doc, FILTER_FIELDS.subject),
      state_id: firstKeyword(doc, FILTER_FIELDS.state),
    });
  }
  return pictures;
}
