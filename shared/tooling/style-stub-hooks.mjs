// Module hooks for route-manifest-child.mjs: a style or asset import is an empty module in Node.
const STUBBED = /\.(?:css|svg|png|jpe?g|webp|gif|woff2?)$/;

export async function load(url, context, nextLoad) {
  if (STUBBED.test(new URL(url).pathname))
    return { format: 'module', source: 'export default "";', shortCircuit: true };
  return nextLoad(url, context);
}
