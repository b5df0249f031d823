import type { QuoteRowInput } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import type { EndpointConfig } from '@portal/contracts/http/endpoint';
import { QUOTE_PHOTO_FILE_PART, ROOM_CARD_FILE_PART } from '@portal/contracts/material-quotes';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointBodyQuery, endpointQuery, invalidateEndpoint } from '../../../lib/api-query';

const quotes = endpoints.materialQuotes;

/** Everything a change to one quote can touch: the lists, the quote and its parts. */
const AFFECTED: EndpointConfig[] = [
  quotes.projectQuotes,
  quotes.apartmentQuotes,
  quotes.openQuotes,
  quotes.get,
  quotes.rows,
  quotes.comments,
  quotes.additionalRows,
  quotes.photos,
];

export const invalidateQuotes = (queryClient: QueryClient) =>
  Promise.all(AFFECTED.map((endpoint) => invalidateEndpoint(queryClient, endpoint)));

/** A mutation that reads every quote list again when it settles. */
function useQuoteMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateQuotes(queryClient) });
}

/** GET projects/{id}/materialquotes (bulk), with `can.create`. */
export const useProjectQuotes = (projectId: number) =>
  useQuery(endpointBodyQuery(quotes.projectQuotes, { params: { id: projectId } }));

/** The owner's history (sent, corrections, approved). */
export const useApartmentQuotes = (apartmentId: number) =>
  useQuery(endpointQuery(quotes.apartmentQuotes, { params: { id: apartmentId } }));

/** The quotes waiting for the owner's answer. */
export const useOpenQuotes = (apartmentId: number) =>
  useQuery(endpointQuery(quotes.openQuotes, { params: { id: apartmentId } }));

/** One quote, read again whenever a change to it settles; disabled until it exists. */
export const useQuote = (apartmentId: number, quoteId: number) =>
  useQuery({
    ...endpointQuery(quotes.get, { params: { apartmentId, quoteId } }),
    enabled: apartmentId > 0 && quoteId > 0,
  });

export const useQuoteComments = (quoteId: number) =>
  useQuery(endpointQuery(quotes.comments, { params: { id: quoteId } }));

export const useAdditionalRows = (quoteId: number) =>
  useQuery(endpointQuery(quotes.additionalRows, { params: { id: quoteId } }));

export const useQuotePhotos = (projectId: number, quoteId: number) =>
  useQuery(endpointQuery(quotes.photos, { params: { id: projectId, quoteId } }));

/** One photo's bytes (they need the bearer token, so they are fetched, not linked). */
export function useQuotePhoto(projectId: number, quoteId: number, photoId: number) {
  const params = { id: projectId, quoteId, photoId };
  return useQuery({
    queryKey: ['api', quotes.photo.path, params],
    queryFn: ({ signal }) => api.materialQuotes.photo({ params }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export interface QuoteDraft {
  name: string;
  rows: QuoteRowInput[];
}

export const useCreateQuote = (projectId: number) =>
  useQuoteMutation((input: QuoteDraft & { apartmentId: number }) =>
    api.materialQuotes.create({
      params: { id: projectId },
      body: { apartment_id: input.apartmentId, name: input.name, rows: input.rows },
    }),
  );

export const useUpdateQuote = (projectId: number) =>
  useQuoteMutation((input: QuoteDraft & { quoteId: number }) =>
    api.materialQuotes.update({
      params: { id: projectId, quoteId: input.quoteId },
      body: { name: input.name, rows: input.rows },
    }),
  );

export const usePublishQuote = (projectId: number) =>
  useQuoteMutation((quoteId: number) => api.materialQuotes.publish({ params: { id: projectId, quoteId } }));

export const useMarkQuoteRead = () =>
  useQuoteMutation((quoteId: number) => api.materialQuotes.markRead({ params: { id: quoteId } }));

export const useApproveQuote = () =>
  useQuoteMutation((quoteId: number) => api.materialQuotes.approve({ params: { id: quoteId } }));

export const useSendCorrections = () =>
  useQuoteMutation((input: { quoteId: number; comment: string }) =>
    api.materialQuotes.sendCorrections({ params: { id: input.quoteId }, body: { comment: input.comment } }),
  );

export const useAddQuoteComment = (quoteId: number) =>
  useQuoteMutation((comment: string) => api.materialQuotes.addComment({ params: { id: quoteId }, body: { comment } }));

export const useAddAdditionalRow = (quoteId: number) =>
  useQuoteMutation((row: QuoteRowInput) => api.materialQuotes.addAdditionalRow({ params: { id: quoteId }, body: row }));

export const useDeleteAdditionalRow = (quoteId: number) =>
  useQuoteMutation((rowId: number) => api.materialQuotes.deleteAdditionalRow({ params: { id: quoteId, rowId } }));

export const useUploadQuotePhotos = (projectId: number, quoteId: number) =>
  useQuoteMutation((files: File[]) => {
    const formData = new FormData();
    for (const file of files) formData.append(QUOTE_PHOTO_FILE_PART, file);
    return api.materialQuotes.uploadPhotos({ params: { id: projectId, quoteId }, formData });
  });

export const useDeleteQuotePhoto = (projectId: number, quoteId: number) =>
  useQuoteMutation((photoId: number) =>
    api.materialQuotes.deletePhoto({ params: { id: projectId, quoteId, photoId } }),
  );

export const useRoomCardDeadline = (projectId: number, quoteId: number) =>
  useQuoteMutation((deadline: string | null) =>
    api.roomCards.deadline({ params: { id: projectId, quoteId }, body: { deadline_at: deadline } }),
  );

export const useUploadRoomCard = (quoteId: number) =>
  useQuoteMutation((file: File) => {
    const formData = new FormData();
    formData.append(ROOM_CARD_FILE_PART, file);
    return api.roomCards.upload({ params: { id: quoteId }, formData });
  });

export const useDeleteRoomCard = (quoteId: number) =>
  useQuoteMutation(() => api.roomCards.delete({ params: { id: quoteId } }));

export const useApproveRoomCard = (quoteId: number) =>
  useQuoteMutation(() => api.roomCards.approve({ params: { id: quoteId } }));

/** Saves the room card under its name (it needs the bearer token, so it is fetched, not linked). */
export async function downloadRoomCard(quoteId: number, fileName: string): Promise<void> {
  const blob = await api.roomCards.download({ params: { id: quoteId } });
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
