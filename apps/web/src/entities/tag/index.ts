export { useCreateTag, useDeleteTag, useRenameTag, useTags } from './api/tags';
