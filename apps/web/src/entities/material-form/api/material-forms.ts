import type { MaterialFormStructureBody } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointBodyQuery, invalidateEndpoint } from '../../../lib/api-query';

const declared = endpoints.materialForms;

/** GET projects/{id}/materialforms: the forms with their trees, and the list's `can.create`. */
export function useProjectMaterialForms(projectId: number) {
  return useQuery(endpointBodyQuery(declared.list, { params: { id: projectId } }));
}

/** Every change to a form shows in the project's list and in the template lists (slices read them). */
function useFormMutation<V, R>(projectId: number, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        invalidateEndpoint(queryClient, declared.list, { params: { id: projectId } }),
        invalidateEndpoint(queryClient, declared.get),
        invalidateEndpoint(queryClient, endpoints.templateMaterialForms.list),
      ]),
  });
}

/** POST projects/{id}/materialforms. */
export const useCreateMaterialForm = (projectId: number) =>
  useFormMutation(projectId, (name: string) => api.materialForms.create({ params: { id: projectId }, body: { name } }));

/** DELETE projects/{id}/materialforms/{formId}: refused (409) while the form is active. */
export const useDeleteMaterialForm = (projectId: number) =>
  useFormMutation(projectId, (formId: number) => api.materialForms.delete({ params: { id: projectId, formId } }));

/** POST projects/{id}/materialforms/{formId}/duplicate with the copy's name in the reader's language. */
export const useDuplicateMaterialForm = (projectId: number) =>
  useFormMutation(projectId, ({ formId, name }: { formId: number; name: string }) =>
    api.materialForms.duplicate({ params: { id: projectId, formId }, body: { name } }),
  );

/** PUT projects/{id}/materialforms/{formId}/structure: the whole edit in one transaction. */
export const useSaveMaterialFormStructure = (projectId: number) =>
  useFormMutation(projectId, ({ formId, body }: { formId: number; body: MaterialFormStructureBody }) =>
    api.materialForms.saveStructure({ params: { id: projectId, formId }, body }),
  );

/** POST or DELETE apartmenttemplates/{id}/materialforms: the form's link to one template. */
export const useLinkMaterialForm = (projectId: number) =>
  useFormMutation(
    projectId,
    ({ templateId, formId, linked }: { templateId: number; formId: number; linked: boolean }) =>
      linked
        ? api.templateMaterialForms.link({ params: { id: templateId }, body: { material_form_id: formId } })
        : api.templateMaterialForms.unlink({ params: { id: templateId, formId } }),
  );
