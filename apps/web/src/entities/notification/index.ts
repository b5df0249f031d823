export { saveAttachment } from './api/download-attachment';
export {
  useDeleteNotification,
  useGlobalNotifications,
  useLatestNotifications,
  useNotificationArrivals,
  useNotificationsAdmin,
  useSaveNotification,
} from './api/notifications';
export { useApartmentNotifications, useCondominiumNotifications } from './api/place-notifications';
export { NotificationCards } from './components/notification-cards';
export { NotificationReadModal } from './components/notification-read-modal';
export { excerpt } from './notification-excerpt';
