import type { SubmissionStatus } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import type { EndpointInput } from '@portal/contracts/http/endpoint';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointQuery, invalidateEndpoint } from '../../../lib/api-query';

type SaveBody = EndpointInput<typeof endpoints.materialSelections.save>['body'];

/**
 * GET apartmenttemplates/{id}/materialforms-with-submissions/{apartmentId}: every form that applies
 * to the apartment (across its condominium's projects), with the saved choices, deadline and `can`.
 */
export function useApartmentMaterialForms(templateId: number | null, apartmentId: number) {
  return useQuery({
    ...endpointQuery(endpoints.materialSelections.templateFormsWithSubmissions, {
      params: { id: templateId ?? 0, apartmentId },
    }),
    enabled: templateId !== null && templateId > 0 && apartmentId > 0,
    retry: false,
  });
}

/** The answers that show an apartment's choices and submissions. */
const invalidateSelections = (queryClient: QueryClient) =>
  Promise.all([
    invalidateEndpoint(queryClient, endpoints.materialSelections.templateFormsWithSubmissions),
    invalidateEndpoint(queryClient, endpoints.materialSelections.list),
    invalidateEndpoint(queryClient, endpoints.materialSelections.submissionsOfApartment),
  ]);

/** PUT projects/{id}/apartments/{apartmentId}/materialselections: the one transactional save. */
export function useSaveMaterialSelections(projectId: number, apartmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBody) => api.materialSelections.save({ params: { id: projectId, apartmentId }, body }),
    onSuccess: () => invalidateSelections(queryClient),
  });
}

/**
 * The owner's "Submit selection": saves what is on screen first (the same PUT as Save, so nothing
 * chosen is lost), then opens the form's submission (POST materialFormSubmission makes a draft or
 * answers the existing one) and sets it `submitted`. A failed step stops the ones after it.
 */
export function useSubmitMaterialSelection(projectId: number, apartmentId: number, formId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveBody) => {
      await api.materialSelections.save({ params: { id: projectId, apartmentId }, body });
      const submission = await api.materialSelections.createSubmission({
        body: { apartment_id: apartmentId, material_form_id: formId },
      });
      return api.materialSelections.setSubmissionStatus({
        params: { id: submission.id },
        body: { status: 'submitted' },
      });
    },
    // Refetched after a failure too: the save may have gone through before a later step failed.
    onSettled: () => invalidateSelections(queryClient),
  });
}

/** POST materialFormSubmissionStatus/{id}: the owner takes it back to draft; reviewers accept or return it. */
export function useSetSubmissionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ submissionId, status }: { submissionId: number; status: SubmissionStatus }) =>
      api.materialSelections.setSubmissionStatus({ params: { id: submissionId }, body: { status } }),
    onSuccess: () => invalidateSelections(queryClient),
  });
}
