export { useDownloadImportTemplate } from './api/download-import-template';
export { ImportFailure, rowErrorsOf, uploadCsvImport } from './api/upload-csv-import';
export { CSV_ACCEPT, chooseCsvFile, type ImportKind, importSuccessPath } from './csv-file';
