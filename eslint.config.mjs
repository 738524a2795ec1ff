// Lint for the whole workspace. Boundaries: a remote never imports another remote's or the shell's
// source (remotes meet only through @hearth/shared and federation), and no import cycles anywhere.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import fs from 'node:fs';
import { featureZones, sharedSplitRules } from './shared/tooling/eslint-boundaries.mjs';
import { shellLayerRules } from './shell/tooling/eslint-layers.mjs';

/** Package folders of the remotes, from the platform registry (shared/registry/remotes.json). */
const REMOTES = JSON.parse(
  fs.readFileSync(new URL('./shared/registry/remotes.json', import.meta.url), 'utf8'),
).map((remote) => remote.dir);
const PACKAGES = ['shell', ...REMOTES];

/**
 * Libraries shared through a curated facade (ADR 0012): importing them directly would bypass the one shared,
 * tree-shaken instance (a second router / i18n context in the container). Only the facades may.
 */
const FACADE_ONLY = [
  { name: 'react-router', message: "Import the router from '@hearth/shared/router' (ADR 0012)." },
  { name: 'react-router-dom', message: "Import the router from '@hearth/shared/router' (ADR 0012)." },
  { name: 'react-router/dom', message: "Import the router from '@hearth/shared/router' (ADR 0012)." },
  { name: 'react-i18next', message: "Import react-i18next from '@hearth/shared/react-i18next' (ADR 0012)." },
];

/**
 * Patterns that reach into another package's source. The one exception: a remote's generated route refs,
 * `@hearth/<remote>/route-refs` (its `src/routes/refs.ts`), imported as types only (ROUTE_REFS_TYPES_ONLY, ADR 0029).
 */
function foreignSource(self) {
  const others = PACKAGES.filter((p) => p !== self);
  return [
    ...others.flatMap((p) => {
      const message = `${self} must not import ${p}: meet through @hearth/shared or federation (links: \`import type\` its route refs).`;
      const remote = REMOTES.includes(p);
      const refs = remote ? '(?!route-refs$)' : '';
      return [
        { group: [`**/${p}/**`, ...(remote ? [`!@hearth/${p}/route-refs`] : [])], message },
        { regex: `^@hearth/${p}(/${refs}.*)?$`, message },
      ];
    }),
    {
      group: ['@hearth/shared/src/**', '**/shared/src/**'],
      message: 'Import @hearth/shared through its public entry points.',
    },
  ];
}

/** Another remote's route refs are types: nothing of that remote may enter the importer's bundle (ADR 0029). */
const ROUTE_REFS_TYPES_ONLY = {
  regex: '^@hearth/[^/]+/route-refs$',
  allowTypeImports: true,
  message: "A remote's route refs are imported as types only (`import type`): ADR 0029.",
};

/** shared/ never reaches into the shell or a remote. */
const sharedPatterns = [
  {
    group: PACKAGES.flatMap((p) => [`**/${p}/**`, `@hearth/${p}`]),
    message: 'shared must not depend on the shell or a remote.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/test-results-serial/**',
      'e2e/playwright-report/**',
      'e2e/playwright-report-serial/**',
      'e2e/.runtime/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The classic hook rules; the React Compiler rules of the v7 preset are not adopted (no compiler in the build).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...PACKAGES.map((pkg) => ({
    files: [`${pkg}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { paths: FACADE_ONLY, patterns: foreignSource(pkg) }],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ROUTE_REFS_TYPES_ONLY] }],
    },
  })),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: FACADE_ONLY, patterns: sharedPatterns }] },
  },
  // The facades themselves are the one place the libraries are imported.
  {
    files: ['shared/src/vendor/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedPatterns }] },
  },
  // Inside a remote: a feature never imports another feature's internals.
  ...featureZones(import.meta.dirname, REMOTES),
  // @hearth/shared: the singleton and its ordinary entries stay apart (ADR 0009).
  ...sharedSplitRules(),
  ...sharingZones(sharedSplitRules()),
  // The shell: route-table/ and startup/ (entry chunk) < federation/ < slots/ < routing/ (ADR 0026).
  ...shellLayerRules(import.meta.dirname),
);

/**
 * shared/src/sharing (the sharing sequence and its page-wide state) is on the singleton's side of the fence, and
 * an ordinary entry reaches it only through `@hearth/shared`; shared/src/deep-links is pure code both sides import
 * (it imports nothing but its own modules at run time). Issue 28, ADR 0025.
 */
function sharingZones(zones) {
  const rule = '@typescript-eslint/no-restricted-imports';
  const zoneOf = (file) => zones.find((zone) => zone.files.includes(file));
  const singleton = zoneOf('shared/src/index.ts');
  const ordinary = zoneOf('shared/src/ui/**/*.{ts,tsx}');
  const [level, options] = ordinary.rules[rule];
  const viaSingleton = {
    regex: '^(\\.\\./)+sharing(/|$)',
    allowTypeImports: true,
    message:
      'An ordinary entry reaches the sharing sequence through `@hearth/shared`, never by a relative path.',
  };
  const pure = {
    regex: '^(?!\\./)',
    allowTypeImports: true,
    message:
      'shared/src/deep-links is pure code the singleton and the ordinary entries share: it imports only its own modules at run time.',
  };
  return [
    { ...singleton, files: ['shared/src/sharing/**/*.{ts,tsx}'] },
    {
      ...ordinary,
      rules: { [rule]: [level, { ...options, patterns: [...options.patterns, viaSingleton] }] },
    },
    {
      files: ['shared/src/deep-links/**/*.{ts,tsx}'],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: { [rule]: ['error', { patterns: [pure] }] },
    },
  ];
}
