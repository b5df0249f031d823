import type { AuthUser } from '../auth/auth-user';
import { type AppError, forbidden, notFound } from '../http/app-error';
import { type Policies, policies } from './policies';
import { isInReach, type Rule } from './policy';

/** Every policy's subject kind. */
export type Kind = keyof Policies;
type SubjectOf<K extends Kind> = Policies[K] extends Record<string, Rule<infer S>> ? S : never;
/** The facts a policy reads about one resource, tagged with its kind. */
export type Subject = { [K in Kind]: SubjectOf<K> }[Kind];
/** The actions of the policy a subject belongs to. */
export type ActionOf<S extends Subject> = keyof Policies[S['kind']] & string;
/** What `can` answers: every action of the subject's policy, true or false for this user. */
export type Abilities<S extends Subject> = Record<ActionOf<S>, boolean>;

function rulesOf<S extends Subject>(subject: S) {
  return policies[subject.kind] as unknown as Record<ActionOf<S>, (user: AuthUser, subject: S) => boolean>;
}

/** Whether the user may take the action; for a plain yes or no (lists, presenters). */
export function allows<S extends Subject>(user: AuthUser, action: ActionOf<S>, subject: S): boolean {
  return rulesOf(subject)[action](user, subject);
}

/** Whether the subject's area is within the user's reach (policy.ts): outside it, nothing there exists for them. */
export function reaches<S extends Subject>(user: AuthUser, subject: S): boolean {
  return isInReach(policies[subject.kind], user);
}

/**
 * The permission part of seeing the subject: its policy's reach and `read` rule, where it has one
 * (what SQL finds is visible only if this holds too, e.g. documents.access for a document).
 */
export function sees<S extends Subject>(user: AuthUser, subject: S): boolean {
  const rules = rulesOf(subject) as Partial<Record<string, (user: AuthUser, subject: S) => boolean>>;
  return reaches(user, subject) && (rules.read?.(user, subject) ?? true);
}

/**
 * Throws unless the user may take the action on a subject already in hand (no row to find: the
 * collections, a panel's buttons); a resource with a row is checked by `requireAccess` (access.ts).
 * A refused `read`, and any action outside the policy's reach, is 404 (a resource the user may not
 * see does not exist for them, DECISIONS.md "Answers"); any other refused action is 403.
 */
export function authorize<S extends Subject>(user: AuthUser, action: ActionOf<S>, subject: S): void {
  if (allows(user, action, subject)) return;
  throw refusal(user, action, subject);
}

/** What a refused action answers (see `authorize`), for a service that has already found it refused. */
export function refusal<S extends Subject>(user: AuthUser, action: ActionOf<S>, subject: S): AppError {
  return action === 'read' || !reaches(user, subject) ? notFound() : forbidden();
}

/**
 * Every action of the subject's policy for this user: answers carry it as `can` (Outline's
 * `presentPolicies`), so the web shows actions from it and never re-derives a rule.
 */
export function can<S extends Subject>(user: AuthUser, subject: S): Abilities<S> {
  const rules = rulesOf(subject);
  const abilities = {} as Abilities<S>;
  for (const action of Object.keys(rules) as ActionOf<S>[]) abilities[action] = rules[action](user, subject);
  return abilities;
}
