import * as v from 'valibot';
import { resolveDeployUrl } from '../early/deploy-url';

/** An http(s) URL in a deploy file; a root-relative one (`/api/cmis`) is resolved against the page's origin first. */
export const DeployUrlSchema = v.pipe(
  v.string(),
  v.transform((value) => resolveDeployUrl(value) as string),
  v.url(),
  v.regex(/^https?:\/\//i, 'must be an http(s) URL or a root-relative path'),
);
