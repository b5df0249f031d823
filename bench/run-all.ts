import { benchAuthUser } from './auth-user.bench';
import { benchProjectsList } from './projects-list.bench';

// Benchmarks print figures and ratios; they never fail a build.
await benchAuthUser();
await benchProjectsList();
