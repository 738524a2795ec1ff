// The shell's layers (imported by eslint.config.mjs; ARCHITECTURE.md "The shell's source"), bottom to top:
//   route-table/  the shell's page definitions, the route ownership table and page chrome: pure data, entry-chunk
//                 safe, imports only itself, definePage, the schema.org builders and the build flags;
//   startup/      the entry chunk (index.ts runs it before the bootstrap) and the start-up's error screen: like
//                 shared/src/early, no run-time import but its own modules, @hearth/shared/early, the route table
//                 and the federation namespace's texts;
//   federation/   the module federation host: remotes.json, overrides, the registry, the remote source;
//   slots/        RemoteSlot and RemoteWidget (one useRemoteModule), a remote's routes under the slot;
//   routing/      the shell's router: renders slots, never reaches federation/ or startup/ itself.
//   server/       the server rendering program (its own webpack build, ADR 0033): on top of everything, imported by
//                 nothing else (the browser's code never pulls Node's modules in).
// A layer never imports one above it, nor the app around them (features/, layout/, app, bootstrap). Tests may set
// up any layer they need.

const SRC = './shell/src';
const TESTS = ['**/*.test.{ts,tsx}'];
const APP = ['features', 'layout', 'app.tsx', 'bootstrap.tsx', 'index.ts'];

/** `from` folders (under shell/src) that `target` must not import, with the reason shown. */
const LAYERS = [
  {
    target: 'federation',
    from: ['slots', 'routing', ...APP],
    message: 'federation/ must not import slots/, routing/ or the app around them (it is below them).',
  },
  {
    target: 'slots',
    from: ['routing', 'startup', ...APP],
    message:
      'slots/ must not import routing/ or the app around it, nor the entry chunk (startup/: through federation/).',
  },
  {
    target: ['route-table', 'startup', 'federation', 'slots', 'routing', 'lib', 'components', ...APP],
    from: ['server'],
    message: 'server/ is the server program (ADR 0033): no browser code imports it.',
  },
  {
    target: 'routing',
    from: ['federation', 'startup'],
    message: 'routing/ renders slots: it must not import federation/ or startup/ (only slots/ reaches them).',
  },
];

/** Entry-chunk-safe folders: run-time imports limited to their own modules and the listed ones (regex). */
const ENTRY_SAFE = [
  {
    folder: 'route-table',
    allowed: [
      '\\./',
      '@hearth/shared/define-route$',
      '@hearth/shared/schema-org$',
      '\\.\\./lib/build-flags$',
    ],
    message:
      'route-table/ is pure data the entry chunk runs: at run time it imports only its own modules, definePage (@hearth/shared/define-route), the import-free schema.org builders (@hearth/shared/schema-org) and the build flags.',
  },
  {
    folder: 'startup',
    allowed: [
      '\\./',
      '@hearth/shared/early$',
      '\\.\\./route-table/',
      '\\.\\./lib/i18n/federation/[\\w-]+\\.json$',
    ],
    message:
      'startup/ runs in the entry chunk, before the shared singletons exist: at run time it imports only its own modules, @hearth/shared/early, the route table and the federation texts.',
  },
];

export function shellLayerRules(root) {
  return [
    {
      files: ['shell/src/**/*.{ts,tsx}'],
      ignores: TESTS,
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: LAYERS.map(({ target, from, message }) => ({
              target: [target].flat().map((t) => `${SRC}/${t}`),
              from: from.map((f) => `${SRC}/${f}`),
              message,
            })),
          },
        ],
      },
    },
    ...ENTRY_SAFE.map(({ folder, allowed, message }) => ({
      files: [`shell/src/${folder}/**/*.{ts,tsx}`],
      ignores: TESTS,
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          { patterns: [{ regex: `^(?!${allowed.join('|')})`, allowTypeImports: true, message }] },
        ],
      },
    })),
  ];
}
