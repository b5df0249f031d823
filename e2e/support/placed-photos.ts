import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { apiHeaders } from './fixtures';

export interface PlacedPhoto {
  /** The file's name without `.jpg`. */
  name: string;
  /** `lat,lng`, as a position chosen on the map before uploading. */
  at: string;
}

/**
 * Adds small photos with positions through the API, as `email`, to the main folder of the project
 * with this code, and answers the project's id and the documents' ids by name.
 */
export async function addPlacedPhotos(
  request: APIRequestContext,
  email: string,
  projectCode: string,
  photos: readonly PlacedPhoto[],
): Promise<{ projectId: number; ids: Record<string, number> }> {
  const headers = await apiHeaders(request, email);
  const projects = (await (await request.get('/api/v1/projects?per_page=9999', { headers })).json()).data as {
    id: number;
    code: string;
  }[];
  const project = projects.find((p) => p.code === projectCode);
  if (!project) throw new Error(`${projectCode} is not in the demo data`);
  const types = (await (await request.get('/api/v1/document-types', { headers })).json()).data as {
    id: number;
    is_default: boolean;
  }[];
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  const ids: Record<string, number> = {};
  for (const photo of photos) {
    const answer = await request.post(`/api/v1/projects/${project.id}/documents`, {
      headers,
      multipart: {
        documentTypeId: String(types.find((t) => t.is_default)?.id ?? types[0].id),
        folderId: '0',
        coordinates: photo.at,
        file: { name: `${photo.name}.jpg`, mimeType: 'image/jpeg', buffer },
      },
    });
    if (!answer.ok()) throw new Error(`upload of ${photo.name} answered ${answer.status()}`);
    ids[photo.name] = ((await answer.json()).data as { id: number }).id;
  }
  return { projectId: project.id, ids };
}
