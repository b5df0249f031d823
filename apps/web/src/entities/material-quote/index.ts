export {
  downloadRoomCard,
  useAddAdditionalRow,
  useAdditionalRows,
  useAddQuoteComment,
  useApartmentQuotes,
  useApproveQuote,
  useApproveRoomCard,
  useCreateQuote,
  useDeleteAdditionalRow,
  useDeleteQuotePhoto,
  useDeleteRoomCard,
  useMarkQuoteRead,
  useOpenQuotes,
  useProjectQuotes,
  usePublishQuote,
  useQuote,
  useQuoteComments,
  useQuotePhoto,
  useQuotePhotos,
  useRoomCardDeadline,
  useSendCorrections,
  useUpdateQuote,
  useUploadQuotePhotos,
  useUploadRoomCard,
} from './api/material-quotes';
export { isPastDeadline } from './deadline-format';
export { QUOTE_STATUS_COLOR, type QuoteStatusShown, quoteStatusKey } from './quote-status';
export { quoteTotalCents } from './quote-total';
