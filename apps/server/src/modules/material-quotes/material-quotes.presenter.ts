import type { AdditionalRow, MaterialQuote, QuoteComment, QuotePhoto, QuoteRow } from '@portal/contracts';
import { can } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import { quoteSubject } from './material-quotes.access';
import type { QuoteDetail, QuoteRowRecord } from './material-quotes.repo';
import type * as extras from './quote-extras.repo';
import { stepAbilities } from './quote-steps';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const cents = (value: string) => Math.round(Number(value) * 100);

/**
 * A quote's total in cents: each row's price times its area when one is set. Prices and areas
 * have 2 decimals, so price×area is exact in ten-thousandths; it is rounded to a cent per row.
 */
export function totalCents(rows: Pick<QuoteRowRecord, 'price' | 'area'>[]): number {
  return rows.reduce((sum, row) => {
    const price = cents(row.price);
    return sum + (row.area === null ? price : Math.round((price * cents(row.area)) / 100));
  }, 0);
}

export function presentRow(row: QuoteRowRecord): QuoteRow {
  return {
    id: row.id,
    description: row.description,
    price: Number(row.price),
    area: row.area === null ? null : Number(row.area),
  };
}

export function presentQuote(user: AuthUser, detail: QuoteDetail): MaterialQuote {
  const { quote, roomCard } = detail;
  const abilities = can(user, quoteSubject(detail));
  return {
    id: quote.id,
    project_id: quote.projectId,
    apartment_id: quote.apartmentId,
    stairwell: detail.stairwell,
    apartment_number: detail.apartmentNumber,
    name: quote.name,
    status: quote.status as MaterialQuote['status'],
    rows: detail.rows.map(presentRow),
    total: totalCents(detail.rows) / 100,
    deadline_at: iso(quote.deadlineAt),
    room_card_deadline_at: iso(quote.roomCardDeadlineAt),
    read_at: iso(quote.readAt),
    sent_at: iso(quote.sentAt),
    approved_at: iso(quote.approvedAt),
    created_at: quote.createdAt.toISOString(),
    room_card: roomCard
      ? {
          file_name: roomCard.fileName,
          mime_type: roomCard.mimeType,
          size: roomCard.size,
          uploaded_at: roomCard.uploadedAt.toISOString(),
          approved_at: iso(roomCard.approvedAt),
        }
      : null,
    can: {
      manage: abilities.manage,
      answer: abilities.answer,
      comment: abilities.comment,
      ...stepAbilities(quote.status, abilities, roomCard),
    },
  };
}

export function presentComment(row: { comment: extras.CommentRecord; userName: string | null }): QuoteComment {
  return {
    id: row.comment.id,
    material_quote_row_id: row.comment.materialQuoteRowId,
    user_id: row.comment.userId,
    user_name: row.userName,
    comment: row.comment.body,
    created_at: row.comment.createdAt.toISOString(),
  };
}

export function presentAdditionalRow(row: extras.AdditionalRowRecord): AdditionalRow {
  return {
    id: row.id,
    material_quote_id: row.materialQuoteId,
    additional_product_id: row.additionalProductId,
    description: row.description,
    price: Number(row.price),
    area: row.area === null ? null : Number(row.area),
  };
}

export function presentPhoto(row: extras.PhotoRecord): QuotePhoto {
  return {
    id: row.id,
    file_name: row.fileName,
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
  };
}
