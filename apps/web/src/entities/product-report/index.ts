export {
  type ReportTarget,
  useDownloadProductReportCsv,
  useProductReportHtml,
  useProductReportLink,
} from './api/product-reports';
