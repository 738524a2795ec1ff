// Lint zones inside packages (imported by eslint.config.mjs):
// - a remote's feature never imports another feature's internals (features/<a> → features/<b>);
// - @hearth/shared's singleton (the federation-shared entry) and its ordinary entry points stay apart: the
//   ordinary ones (ui, format, security, site, api, hooks, the harness) reach singleton state only through
//   `@hearth/shared`, or they would bundle a second store, bus or i18n instance into a container; the singleton
//   never pulls them in;
// - shared/src/early (entry-chunk safe) imports nothing at run time but its own modules and i18n/locales.
import fs from 'node:fs';
import path from 'node:path';

const SINGLETON = ['config', 'http', 'events', 'stores', 'i18n', 'bridge'];
const SINGLETON_FEDERATION = ['shared-instance', 'shared-version'];
const ORDINARY = [
  'ui',
  'hooks',
  'format',
  'security',
  'site',
  'api',
  'entries',
  'contracts',
  'query',
  'map',
  'routing',
  'links',
  'head',
];
const ORDINARY_FEDERATION = [
  'remote-contract',
  'remote-harness',
  'define-remote',
  'define-route',
  'route-manifest',
  'route-elements',
  'widget-registry',
];

function dirs(abs) {
  return fs.existsSync(abs)
    ? fs
        .readdirSync(abs, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
}

/** One zone per feature folder of each remote: the other features of that remote are off limits. */
export function featureZones(root, remoteDirs) {
  return remoteDirs.flatMap((remote) => {
    const base = `${remote}/src/features`;
    const features = dirs(path.join(root, base));
    if (!features.length) return [];
    return [
      {
        files: [`${base}/**/*.{ts,tsx}`],
        rules: {
          'import-x/no-restricted-paths': [
            'error',
            {
              basePath: root,
              zones: features.map((feature) => ({
                target: `./${base}/${feature}`,
                from: `./${base}`,
                except: [`./${feature}`],
                message: `features/${feature} must not import another feature's internals: move shared code to src/components or @hearth/shared.`,
              })),
            },
          ],
        },
      },
    ];
  });
}

const alt = (names) => names.join('|');

/** The singleton / ordinary-entry split of shared/src. */
export function sharedSplitRules() {
  const ordinaryFiles = [
    ...ORDINARY.map((d) => `shared/src/${d}/**/*.{ts,tsx}`),
    ...ORDINARY_FEDERATION.map((f) => `shared/src/federation/${f}*.{ts,tsx}`),
  ];
  const singletonFiles = [
    ...SINGLETON.map((d) => `shared/src/${d}/**/*.{ts,tsx}`),
    ...SINGLETON_FEDERATION.map((f) => `shared/src/federation/${f}*.{ts,tsx}`),
    'shared/src/index.ts',
  ];
  return [
    {
      files: ordinaryFiles,
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(\\.\\./)+(${alt(SINGLETON)})(/|$)|^(\\.\\./)*(\\./)?(\\.\\./)*federation/(${alt(SINGLETON_FEDERATION)})|^\\./(${alt(SINGLETON_FEDERATION)})$`,
                allowTypeImports: true,
                message:
                  'An ordinary entry of @hearth/shared reaches the singleton through `@hearth/shared`, never by a relative path (it would bundle a second instance).',
              },
            ],
          },
        ],
      },
    },
    {
      files: singletonFiles,
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(\\.\\./)+(${alt(ORDINARY)}|testing)(/|$)|^(\\.\\./)*federation/(${alt(ORDINARY_FEDERATION)})|^\\./(${alt(ORDINARY_FEDERATION)}|(${alt(ORDINARY)}|testing)/)`,
                allowTypeImports: true,
                message:
                  'The @hearth/shared singleton must not pull in its ordinary entries (UI kit, formatters, contracts, site, harness).',
              },
            ],
          },
        ],
      },
    },
    {
      // shared/src/early: what the shell's entry chunk runs before the singletons exist (and both sides reuse).
      files: ['shared/src/early/**/*.{ts,tsx}'],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '^(?!\\./|\\.\\./i18n/locales$)',
                allowTypeImports: true,
                message:
                  'shared/src/early runs in the entry chunk, before the shared singletons exist: it imports only its own modules and the pure i18n/locales at run time.',
              },
            ],
          },
        ],
      },
    },
  ];
}
