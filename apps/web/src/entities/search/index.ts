export { fetchResultFile, useSearchDetails, useSearchResults } from './api/search';
