/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { lintProbes } from './lint-probe';

const ROOT = path.resolve(__dirname, '../..');

/** A probe: files written for the run, and what ESLint must say of them (`''`: nothing). */
interface Probe {
  name: string;
  files: Record<string, string>;
  says: string | RegExp;
}

const FACADE_CASES = [
  ['shell/src/zz-lint-probe-f1.ts', 'react-router-dom', 'useLocation', '@hearth/shared/router'],
  ['remote-listings/src/zz-lint-probe-f2.ts', 'react-router', 'Link', '@hearth/shared/router'],
  ['shared/src/ui/zz-lint-probe-f3.ts', 'react-router-dom', 'matchRoutes', '@hearth/shared/router'],
  [
    'remote-vendor/src/zz-lint-probe-f4.ts',
    'react-i18next',
    'useTranslation',
    '@hearth/shared/react-i18next',
  ],
  [
    'shared/src/i18n/zz-lint-probe-f5.ts',
    'react-i18next',
    'initReactI18next',
    '@hearth/shared/react-i18next',
  ],
] as const;

const PROBES: Probe[] = [
  {
    name: 'forbids a remote importing another remote',
    files: {
      'remote-listings/src/lib/zz-lint-probe-1.ts':
        "import { pageRoutes } from '../../../remote-content/src/routes/page-routes';\nexport const x = pageRoutes;\n",
    },
    says: 'remote-listings must not import remote-content',
  },
  {
    name: "lets a remote and the shell import another remote's route refs as types (ADR 0029)",
    files: {
      'remote-listings/src/lib/zz-lint-probe-r1.ts':
        "import type { ContentRouteRefs } from '@hearth/remote-content/route-refs';\nexport type X = ContentRouteRefs;\n",
      'shell/src/lib/zz-lint-probe-r2.ts':
        "import type { ListingsRouteRefs } from '@hearth/remote-listings/route-refs';\nexport type X = ListingsRouteRefs;\n",
    },
    says: '',
  },
  {
    name: "forbids a value import of another remote's route refs",
    files: {
      'remote-coupons/src/lib/zz-lint-probe-r3.ts':
        "import { ContentRouteRefs } from '@hearth/remote-content/route-refs';\nexport type X = ContentRouteRefs;\n",
    },
    says: 'imported as types only',
  },
  {
    name: 'forbids a type import of any other file of another remote, even its refs by path',
    files: {
      'remote-vendor/src/lib/zz-lint-probe-r4.ts':
        "import type { X } from '@hearth/remote-content/src/routes/index';\nexport type Y = X;\n",
      'remote-reports/src/lib/zz-lint-probe-r5.ts':
        "import type { ContentRouteRefs } from '../../../remote-content/src/routes/refs';\nexport type X = ContentRouteRefs;\n",
    },
    says: /must not import remote-content[\s\S]*must not import remote-content/,
  },
  {
    name: 'forbids a remote importing the shell',
    files: {
      'remote-vendor/src/lib/zz-lint-probe-2.ts':
        "import { AppLayout } from '../../../shell/src/layout/app-layout';\nexport const x = AppLayout;\n",
    },
    says: 'remote-vendor must not import shell',
  },
  {
    name: 'forbids shared depending on a remote',
    files: {
      'shared/src/zz-lint-probe-3.ts':
        "import { pageRoutes } from '../../remote-coupons/src/routes/page-routes';\nexport const x = pageRoutes;\n",
    },
    says: 'shared must not depend on the shell or a remote',
  },
  {
    name: "forbids a remote's feature importing another feature's internals",
    files: {
      'remote-listings/src/features/zz-probe/probe.ts':
        "import { listingsRoutes } from '../listings/routes';\nexport const x = listingsRoutes;\n",
    },
    says: "features/zz-probe must not import another feature's internals",
  },
  {
    name: 'lets a feature import its own internals and the remote-wide components',
    files: {
      'remote-listings/src/features/listings/zz-probe-5.ts':
        "import { listingsRoutes } from './routes';\nimport { BedIcon } from '../../components/room-icons';\nexport const x = [listingsRoutes, BedIcon];\n",
    },
    says: '',
  },
  {
    name: 'forbids an ordinary @hearth/shared entry reaching singleton state by a relative path',
    files: {
      'shared/src/ui/zz-lint-probe-6.ts':
        "import { useSiteStore } from '../stores/site-store';\nexport const x = useSiteStore;\n",
    },
    says: 'reaches the singleton through `@hearth/shared`',
  },
  {
    name: 'lets an ordinary entry use the singleton through the package, and types by any path',
    files: {
      'shared/src/ui/zz-lint-probe-7.ts':
        "import { useSiteStore } from '@hearth/shared';\nimport type { SiteAgent } from '../stores/site-store';\nexport const x: [typeof useSiteStore, SiteAgent | null] = [useSiteStore, null];\n",
    },
    says: '',
  },
  {
    name: 'forbids the singleton pulling in an ordinary entry',
    files: {
      'shared/src/stores/zz-lint-probe-8.ts':
        "import { Spinner } from '../ui/spinner';\nexport const x = Spinner;\n",
    },
    says: 'singleton must not pull in its ordinary entries',
  },
  {
    name: 'forbids import cycles',
    files: {
      'shared/src/zz-cycle-a.ts': "import { b } from './zz-cycle-b';\nexport const a = () => b;\n",
      'shared/src/zz-cycle-b.ts': "import { a } from './zz-cycle-a';\nexport const b = () => a;\n",
    },
    says: /Dependency cycle detected/,
  },
  ...FACADE_CASES.map(([file, lib, name, facade]) => ({
    name: `forbids ${file} importing ${lib} directly: only its facade (ADR 0012)`,
    files: { [file]: `import { ${name} } from '${lib}';\nexport const x = ${name};\n` },
    says: `from '${facade}' (ADR 0012)`,
  })),
  {
    name: 'forbids type-only imports of a facade library too',
    files: {
      'remote-coupons/src/zz-lint-probe-10.ts':
        "import type { RouteObject } from 'react-router-dom';\nexport const x: RouteObject[] = [];\n",
    },
    says: "from '@hearth/shared/router' (ADR 0012)",
  },
  {
    name: 'lets the facades import their library',
    files: { 'shared/src/vendor/zz-lint-probe-11.ts': "export { Link } from 'react-router-dom';\n" },
    says: '',
  },
  {
    name: 'lets everyone import the facades',
    files: {
      'remote-reports/src/zz-lint-probe-12.ts':
        "import { Link } from '@hearth/shared/router';\nimport { useTranslation } from '@hearth/shared/react-i18next';\nexport const x = [Link, useTranslation];\n",
    },
    says: '',
  },
  {
    name: 'accepts imports through @hearth/shared',
    files: {
      'remote-reports/src/lib/zz-lint-probe-13.ts':
        "import { formatMoney } from '@hearth/shared/format';\nexport const x = formatMoney(1);\n",
    },
    says: '',
  },
];

describe('lint boundaries (one ESLint run for every probe)', () => {
  let messages: Record<string, string[]> = {};

  beforeAll(() => {
    messages = lintProbes(Object.assign({}, ...PROBES.map((p) => p.files)));
    fs.rmSync(path.join(ROOT, 'remote-listings/src/features/zz-probe'), { recursive: true, force: true });
  }, 120_000);

  it.each(PROBES.map((p) => [p.name, p] as const))('%s', (_name, probe) => {
    const said = Object.keys(probe.files)
      .flatMap((file) => messages[file])
      .join('\n')
      .trim();
    if (probe.says === '') expect(said).toBe('');
    else if (typeof probe.says === 'string') expect(said).toContain(probe.says);
    else expect(said).toMatch(probe.says);
  });
});
