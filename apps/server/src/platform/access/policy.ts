import type { AuthUser } from '../auth/auth-user';

/** One rule of a policy: may this user do the action to this subject? */
export type Rule<S> = (user: AuthUser, subject: S) => boolean;

/**
 * A resource's policy (Outline's `server/policies/`): every action a user may take on it, each a
 * rule over the caller and the subject's facts. The subject carries `kind`, which names the policy.
 */
export type Policy<S extends { kind: string }, A extends string = string> = Record<A, Rule<S>>;

/**
 * Who may reach a policy's area at all (reach.ts): outside it every action is refused and the gate
 * answers 404, as for what does not exist, whatever the action.
 */
export type Reach = (user: AuthUser) => boolean;

const reachOfPolicy = new WeakMap<object, Reach>();

/**
 * Types a policy's rules by its subject while keeping the action names literal. With a reach, every
 * rule is refused outside it, so the policy's table shows the reach row by row (the table and the
 * route cannot disagree), and the gate answers such a refusal 404 (`isInReach`).
 */
export const definePolicy =
  <S extends { kind: string }>(reach?: Reach) =>
  <A extends string>(rules: Record<A, Rule<S>>): Policy<S, A> => {
    if (!reach) return rules;
    const reached = {} as Record<A, Rule<S>>;
    for (const action of Object.keys(rules) as A[]) {
      const rule = rules[action];
      reached[action] = (user, subject) => reach(user) && rule(user, subject);
    }
    reachOfPolicy.set(reached, reach);
    return reached;
  };

/** Whether the user lies inside the policy's reach; a policy without one reaches everyone. */
export function isInReach(policy: object, user: AuthUser): boolean {
  return reachOfPolicy.get(policy)?.(user) ?? true;
}
