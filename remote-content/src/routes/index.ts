import { defineRemote } from '@hearth/shared/remote';
import { translations } from '../i18n/translations';
import { blogsRoutes } from '../features/blogs/routes';

/** What remote_content exposes as `./routes` (the shell loads it at run time; see remote-contract.ts). */
export const { contractMajor, sharedVersion, name, routes, buildId, sharedInstanceId } = defineRemote({
  name: 'remote_content',
  routes: [...blogsRoutes],
  translations,
});
export { translations };
