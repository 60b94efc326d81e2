export { renderPage } from './render-page';
