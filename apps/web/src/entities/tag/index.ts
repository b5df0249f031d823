export { useCreateTag, useTags } from './api/tags';
