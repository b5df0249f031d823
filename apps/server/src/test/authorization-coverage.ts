import { allEndpoints } from '@portal/contracts/endpoints';
import { recordedAuthorizationRows } from './authorization-rows';

/**
 * Run after the unit and API tests (`npm run test:unit`): every declared endpoint must have had at
 * least one authorization row (`expectAuthorizationRow`). A new endpoint without one fails here.
 */
const recorded = recordedAuthorizationRows();
const missing = allEndpoints.map((e) => `${e.method} ${e.path}`).filter((key) => !recorded.has(key));
console.log(`authorization rows: ${allEndpoints.length - missing.length} of ${allEndpoints.length} endpoints covered`);
if (missing.length > 0) {
  console.error(`Endpoints without an authorization row:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
