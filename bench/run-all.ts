import { benchApartmentsList } from './apartments-list.bench';
import { benchAuthUser } from './auth-user.bench';
import { benchDocumentsList } from './documents-list.bench';
import { benchDocumentsPanel } from './documents-panel.bench';
import { benchDocumentsUpload } from './documents-upload.bench';
import { benchMaterialSelection } from './material-selection.bench';
import { benchPageLoad } from './page-load.bench';
import { benchProductReport } from './product-report.bench';
import { benchProjectsList } from './projects-list.bench';
import { benchSearch } from './search.bench';

// Benchmarks print figures and ratios; they never fail a build. `npm run bench -- page-load`
// runs only the benchmarks whose names contain one of the words given.
const benchmarks: [string, () => Promise<void>][] = [
  ['auth-user', benchAuthUser],
  ['projects-list', benchProjectsList],
  ['page-load', benchPageLoad],
  ['documents-upload', benchDocumentsUpload],
  ['documents-list', benchDocumentsList],
  ['documents-panel', benchDocumentsPanel],
  ['search', benchSearch],
  ['apartments-list', benchApartmentsList],
  ['material-selection', benchMaterialSelection],
  ['product-report', benchProductReport],
];
const wanted = process.argv.slice(2);
for (const [name, run] of benchmarks) {
  if (wanted.length === 0 || wanted.some((word) => name.includes(word))) await run();
}
