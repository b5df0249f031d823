import { folderPolicy } from './folders.policy';
import { projectPolicy } from './projects.policy';
import { userPhotoPolicy } from './user-photos.policy';

/** Every resource's policy, by the `kind` its subjects carry. */
export const policies = {
  folder: folderPolicy,
  project: projectPolicy,
  userPhoto: userPhotoPolicy,
};

export type Policies = typeof policies;
