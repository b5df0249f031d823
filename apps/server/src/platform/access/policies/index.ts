import { folderPolicy } from './folders.policy';
import { projectCollectionPolicy, projectPolicy } from './projects.policy';

/** Every resource's policy, by the `kind` its subjects carry. */
export const policies = {
  folder: folderPolicy,
  project: projectPolicy,
  projects: projectCollectionPolicy,
};

export type Policies = typeof policies;
