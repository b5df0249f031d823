import type { AppContext } from '../../app-context';
import { sha256 } from '../../platform/auth/secrets';
import { tooManyRequests } from '../../platform/http/app-error';
import * as repo from './auth.repo';

/** A counter in `login_failures`: at most `max` rows of `key` within the last `minutes`. */
interface Limit {
  key: string;
  max: number;
  minutes: number;
}

const normalised = (email: string) => email.trim().toLowerCase();

/**
 * The sign-in limits (DECISIONS.md "Who may write"): failures of one account from one address
 * (low: guessing one person's password), of one account from anywhere (high, longer: a slow
 * distributed guess, while five guesses from elsewhere cannot lock the person out) and of one
 * address on any account (spraying). The pair key is hashed: an e-mail and an address together
 * could overflow the key column.
 */
function signInLimits(ctx: AppContext, email: string, ip: string): Limit[] {
  const { config } = ctx;
  const account = normalised(email);
  return [
    {
      key: `pair:${sha256(`${account}\n${ip}`)}`,
      max: config.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      minutes: config.LOGIN_THROTTLE_MINUTES,
    },
    {
      key: `account:${account}`,
      max: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      minutes: config.LOGIN_ACCOUNT_THROTTLE_MINUTES,
    },
    { key: `address:${ip}`, max: config.LOGIN_MAX_FAILURES_PER_ADDRESS, minutes: config.LOGIN_THROTTLE_MINUTES },
  ];
}

function resetLimit(ctx: AppContext, ip: string): Limit {
  return {
    key: `reset:${ip}`,
    max: ctx.config.PASSWORD_RESET_MAX_PER_ADDRESS,
    minutes: ctx.config.LOGIN_THROTTLE_MINUTES,
  };
}

/** The longest window any counter uses: rows older than this no longer count and may be pruned. */
export function longestThrottleMinutes(ctx: AppContext): number {
  return Math.max(ctx.config.LOGIN_THROTTLE_MINUTES, ctx.config.LOGIN_ACCOUNT_THROTTLE_MINUTES);
}

/** 429 with Retry-After (seconds until the oldest counted row leaves its window) once a limit is reached. */
async function assertUnder(ctx: AppContext, limits: Limit[]): Promise<void> {
  for (const { key, max, minutes } of limits) {
    const windowMs = minutes * 60_000;
    const { count, oldest } = await repo.countRecentFailures(ctx.db, key, new Date(Date.now() - windowMs));
    if (count >= max) {
      const retryAfter = Math.ceil(((oldest?.getTime() ?? Date.now()) + windowMs - Date.now()) / 1000);
      throw tooManyRequests(Math.max(1, retryAfter));
    }
  }
}

export function assertMaySignIn(ctx: AppContext, email: string, ip: string): Promise<void> {
  return assertUnder(ctx, signInLimits(ctx, email, ip));
}

export async function recordSignInFailure(ctx: AppContext, email: string, ip: string): Promise<void> {
  await repo.recordFailures(
    ctx.db,
    signInLimits(ctx, email, ip).map((l) => l.key),
  );
}

/**
 * A successful sign-in forgets this address's failures on the account. The account-wide count
 * stays: a correct password from one place must not reset a guess running from elsewhere.
 */
export function signInLimitKeyToClear(ctx: AppContext, email: string, ip: string): string {
  return signInLimits(ctx, email, ip)[0].key;
}

/** Counts a reset request from this address, refusing it with 429 past the limit. */
export async function takeResetAllowance(ctx: AppContext, ip: string): Promise<void> {
  const limit = resetLimit(ctx, ip);
  await assertUnder(ctx, [limit]);
  await repo.recordFailures(ctx.db, [limit.key]);
}
