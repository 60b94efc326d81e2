export { NotificationsRow } from './NotificationsRow';
