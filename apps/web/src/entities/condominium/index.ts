export { useCondominiumPhoto, useDeleteCondominiumPhoto, useSaveCondominiumPhoto } from './api/condominium-photo';
export {
  useCondominium,
  useCondominiums,
  useCreateCondominium,
  useDeleteCondominium,
  useLinkCondominiumProject,
  useUpdateCondominium,
} from './api/condominiums';
export { CondominiumProjectsList } from './components/condominium-projects-list';
export { CondominiumSelect } from './components/condominium-select';
export { condominiumAddress } from './condominium-address';
