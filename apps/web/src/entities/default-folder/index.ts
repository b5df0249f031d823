export {
  useCreateDefaultFolder,
  useDefaultFolders,
  useDeleteDefaultFolder,
  useRenameDefaultFolder,
} from './api/default-folders';
