import { folderPolicy } from './folders.policy';
import { projectPolicy } from './projects.policy';

/** Every resource's policy, by the `kind` its subjects carry. */
export const policies = {
  folder: folderPolicy,
  project: projectPolicy,
};

export type Policies = typeof policies;
