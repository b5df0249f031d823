export { useCondominiumPhoto, useDeleteCondominiumPhoto, useSaveCondominiumPhoto } from './api/condominium-photo';
export {
  useCondominium,
  useCondominiumProjects,
  useCondominiums,
  useCreateCondominium,
  useDeleteCondominium,
  useLinkCondominiumProject,
  useUpdateCondominium,
} from './api/condominiums';
export { CondominiumSelect } from './components/condominium-select';
export { condominiumAddress } from './condominium-address';
