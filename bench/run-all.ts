import { benchAuthUser } from './auth-user.bench';
import { benchPageLoad } from './page-load.bench';
import { benchProjectsList } from './projects-list.bench';

// Benchmarks print figures and ratios; they never fail a build.
await benchAuthUser();
await benchProjectsList();
await benchPageLoad();
