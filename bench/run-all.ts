import { benchAuthUser } from './auth-user.bench';

// Benchmarks print figures and ratios; they never fail a build.
await benchAuthUser();
