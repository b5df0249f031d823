import type { ApiClient } from './api';
import { jpegFile, projectByCode, uploadDocument } from './documents';

export interface PlacedPhoto {
  /** The file's name without `.jpg`. */
  name: string;
  /** `lat,lng`, as a position chosen on the map before uploading. */
  at: string;
}

/**
 * Adds small photos with positions through the API to the main folder of the project with this
 * code, and answers the project's id and the documents' ids by name.
 */
export async function addPlacedPhotos(
  api: ApiClient,
  projectCode: string,
  photos: readonly PlacedPhoto[],
): Promise<{ projectId: number; ids: Record<string, number> }> {
  const project = await projectByCode(api, projectCode);
  const ids: Record<string, number> = {};
  for (const photo of photos) {
    const file = await jpegFile(`${photo.name}.jpg`);
    ids[photo.name] = (await uploadDocument(api, project.id, file, { coordinates: photo.at })).id;
  }
  return { projectId: project.id, ids };
}
