import { pageRoutes } from '../../../remote-content/src/routes/page-routes';
export const x = pageRoutes;
