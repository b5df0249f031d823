import type { AuthUser } from '../auth/auth-user';

/** One rule of a policy: may this user do the action to this subject? */
export type Rule<S> = (user: AuthUser, subject: S) => boolean;

/**
 * A resource's policy (Outline's `server/policies/`): every action a user may take on it, each a
 * rule over the caller and the subject's facts. The subject carries `kind`, which names the policy.
 */
export type Policy<S extends { kind: string }, A extends string = string> = Record<A, Rule<S>>;

/** Types a policy's rules by its subject while keeping the action names literal. */
export const definePolicy =
  <S extends { kind: string }>() =>
  <A extends string>(rules: Record<A, Rule<S>>): Policy<S, A> =>
    rules;
