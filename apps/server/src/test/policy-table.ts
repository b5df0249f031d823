import { expect } from 'vitest';
import type { Rule } from '../platform/access/policy';
import { POLICY_USERS, type PolicyUserName } from './policy-users';

/*
 * A policy's table test (ARCHITECTURE.md "Access"): the expected answer of every action for every
 * kind of user (test/policy-users.ts), written out as a table so that a changed rule, a new action
 * or a new kind of user fails until the table says what should happen.
 *
 *   expectPolicyTable(folderPolicy, subject, `
 *                   read update delete
 *     super         y    y      y
 *     employee      y    -      -
 *     ...`);
 *
 * The first line names the actions, in the policy's order; each further line is a user's name and
 * `y` (allowed) or `-` (refused) per action.
 */

type Table = string[];

function row(name: string, cells: readonly boolean[]): string {
  return `${name.padEnd(18)}${cells.map((c) => (c ? 'y' : '-')).join(' ')}`;
}

export function expectPolicyTable<S extends { kind: string }>(
  policy: Record<string, Rule<S>>,
  subject: NoInfer<S>,
  table: string,
): void {
  const [header, ...lines] = table
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  const actions = Object.keys(policy);
  expect(header, `the columns of ${subject.kind}'s table are its policy's actions`).toEqual(actions);
  const names = Object.keys(POLICY_USERS) as PolicyUserName[];
  expect(
    lines.map((cells) => cells[0]),
    'one line per kind of user, in the order of policy-users.ts',
  ).toEqual(names);
  const expected: Table = lines.map(([name, ...cells]) =>
    row(
      name,
      cells.map((c) => c === 'y'),
    ),
  );
  const actual: Table = names.map((name) =>
    row(
      name,
      actions.map((action) => policy[action](POLICY_USERS[name], subject)),
    ),
  );
  expect(actual, `${subject.kind}: ${JSON.stringify(subject)}`).toEqual(expected);
}
