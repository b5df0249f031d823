export { useDeleteMobileLink, useMobileLinks, useSaveMobileLink } from './api/mobile-links';
