import { defineRemote } from '@hearth/shared/remote';
import { translations } from '../i18n/translations';
import { blogsRoutes } from '../features/blogs/routes';
import { newsRoutes } from '../features/news/routes';
import { contactRoutes } from '../features/contact/routes';
import { aboutAgentRoutes } from '../features/about-agent/routes';
import { legalRoutes } from '../features/legal/routes';
import { guidesRoutes } from '../features/guides/routes';
import { servicesRoutes } from '../features/services/routes';
import { companyRoutes } from '../features/company/routes';
import { marketingRoutes } from '../features/marketing/routes';

/** What remote_content exposes as `./routes` (the shell loads it at run time; see remote-contract.ts). */
export const { contractMajor, sharedVersion, name, routes, buildId, sharedInstanceId } = defineRemote({
  name: 'remote_content',
  routes: [
    ...blogsRoutes,
    ...newsRoutes,
    ...contactRoutes,
    ...aboutAgentRoutes,
    ...legalRoutes,
    ...guidesRoutes,
    ...servicesRoutes,
    ...companyRoutes,
    ...marketingRoutes,
  ],
  translations,
});
export { translations };
