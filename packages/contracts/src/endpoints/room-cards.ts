import { defineEndpoint } from '../http/endpoint';
import { projectQuoteParams, quoteResponse, ROOM_CARD_FILE_PART, roomCardDeadlineRequest } from '../material-quotes';
import { idParams } from '../primitives';

const READERS =
  "Staff who see the project; the apartment's owners and tenants and its condominium's admin once the quote is published; anyone else 404.";
const MANAGERS = `projects.manage on the quote's project (other staff 403). ${READERS}`;
const ID = '{id} is the quote id: a quote has at most one room card.';

/** A quote's room card (spec part 3 §7): upload, download, delete, and the owner's approval. */
export const roomCardsEndpoints = {
  deadline: defineEndpoint({
    method: 'POST',
    path: 'projects/{id}/materialquotes/{quoteId}/room-card-deadline',
    area: 'room-cards',
    summary: "Sets a quote's room-card deadline",
    description: `{deadline_at}: \`YYYY-MM-DD HH:mm[:ss]\` in the installation's time zone, or null for none. The owner may approve the room card until then. ${MANAGERS}`,
    params: projectQuoteParams,
    body: roomCardDeadlineRequest,
    response: quoteResponse,
  }),
  upload: defineEndpoint({
    method: 'PUT',
    path: 'room-card/{id}/upload',
    area: 'room-cards',
    summary: "Uploads a quote's room card",
    description: `${ID} Multipart, sent as POST \`?_method=PUT\`: the file part \`${ROOM_CARD_FILE_PART}\`, PDF, JPEG, PNG or GIF by content (anything else, an HTML page named .pdf too: 422 code 24), at most 20 MB (413). Replaces an earlier card and its approval; an approved card is kept (409). ${MANAGERS}`,
    params: idParams,
    multipart: true,
    files: [ROOM_CARD_FILE_PART],
    response: quoteResponse,
    errors: [409],
  }),
  download: defineEndpoint({
    method: 'GET',
    path: 'room-card/{id}/download',
    area: 'room-cards',
    summary: "Downloads a quote's room card",
    description: `${ID} Always an attachment with the type found at upload, nosniff. No card: 404. ${READERS}`,
    params: idParams,
    response: 'file',
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'room-card/{id}/delete',
    area: 'room-cards',
    summary: "Deletes a quote's room card",
    description: `${ID} No card: 404; an approved card: 409. Answers the quote. ${MANAGERS}`,
    params: idParams,
    response: quoteResponse,
    errors: [409],
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: 'room-card/{id}/approve',
    area: 'room-cards',
    summary: "Approves a quote's room card",
    description: `${ID} The apartment's owner (staff and tenants 403), before the room-card deadline (after it 409). No card: 404; approving twice keeps the first approval. ${READERS}`,
    params: idParams,
    response: quoteResponse,
    errors: [409],
  }),
};
