export {
  useAttachSummaryViewCompany,
  useCreateSummaryView,
  useDeleteSummaryView,
  useDetachSummaryViewCompany,
  useSetSummaryViewDocumentState,
  useSummaryView,
  useSummaryViewDocuments,
  useSummaryViews,
} from './api/summary-views';
