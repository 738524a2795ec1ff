/** Constants shared by the entry chunk and the bootstrap (no imports: safe before shared modules exist). */
export const REMOTES_MANIFEST_URL = '/remotes.json';
export const RUNTIME_CONFIG_URL = '/runtime-config.json';
