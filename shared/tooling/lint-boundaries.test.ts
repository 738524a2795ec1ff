/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { lintProbe as lint } from './lint-probe';

const ROOT = path.resolve(__dirname, '../..');

describe('lint boundaries', () => {
  jest.setTimeout(60_000);

  it('forbids a remote importing another remote', () => {
    const out = lint({
      'remote-listings/src/lib/zz-lint-probe.ts':
        "import { pageRoutes } from '../../../remote-content/src/routes/page-routes';\nexport const x = pageRoutes;\n",
    });
    expect(out).toContain('remote-listings must not import remote-content');
  });

  it('forbids a remote importing the shell', () => {
    const out = lint({
      'remote-vendor/src/lib/zz-lint-probe.ts':
        "import { AppLayout } from '../../../shell/src/layout/app-layout';\nexport const x = AppLayout;\n",
    });
    expect(out).toContain('remote-vendor must not import shell');
  });

  it('forbids shared depending on a remote', () => {
    const out = lint({
      'shared/src/zz-lint-probe.ts':
        "import { pageRoutes } from '../../remote-coupons/src/routes/page-routes';\nexport const x = pageRoutes;\n",
    });
    expect(out).toContain('shared must not depend on the shell or a remote');
  });

  it("forbids a remote's feature importing another feature's internals", () => {
    const out = lint({
      'remote-listings/src/features/zz-probe/probe.ts':
        "import { listingsRoutes } from '../listings/routes';\nexport const x = listingsRoutes;\n",
    });
    expect(out).toContain("features/zz-probe must not import another feature's internals");
    fs.rmSync(path.join(ROOT, 'remote-listings/src/features/zz-probe'), { recursive: true, force: true });
  });

  it('lets a feature import its own internals and the remote-wide components', () => {
    const out = lint({
      'remote-listings/src/features/listings/zz-probe.ts':
        "import { listingsRoutes } from './routes';\nimport { BedIcon } from '../../components/room-icons';\nexport const x = [listingsRoutes, BedIcon];\n",
    });
    expect(out.trim()).toBe('');
  });

  it('forbids an ordinary @hearth/shared entry reaching singleton state by a relative path', () => {
    const out = lint({
      'shared/src/ui/zz-lint-probe.ts':
        "import { useSiteStore } from '../stores/site-store';\nexport const x = useSiteStore;\n",
    });
    expect(out).toContain('reaches the singleton through `@hearth/shared`');
  });

  it('lets an ordinary entry use the singleton through the package, and types by any path', () => {
    const out = lint({
      'shared/src/ui/zz-lint-probe.ts':
        "import { useSiteStore } from '@hearth/shared';\nimport type { SiteAgent } from '../stores/site-store';\nexport const x: [typeof useSiteStore, SiteAgent | null] = [useSiteStore, null];\n",
    });
    expect(out.trim()).toBe('');
  });

  it('forbids the singleton pulling in an ordinary entry', () => {
    const out = lint({
      'shared/src/stores/zz-lint-probe.ts':
        "import { Spinner } from '../ui/spinner';\nexport const x = Spinner;\n",
    });
    expect(out).toContain('singleton must not pull in its ordinary entries');
  });

  it('forbids import cycles', () => {
    const out = lint({
      'shared/src/zz-cycle-a.ts': "import { b } from './zz-cycle-b';\nexport const a = () => b;\n",
      'shared/src/zz-cycle-b.ts': "import { a } from './zz-cycle-a';\nexport const b = () => a;\n",
    });
    expect(out).toMatch(/Dependency cycle detected/);
  });

  it.each([
    ['shell/src/zz-lint-probe.ts', 'react-router-dom', 'useLocation', '@hearth/shared/router'],
    ['remote-listings/src/zz-lint-probe.ts', 'react-router', 'Link', '@hearth/shared/router'],
    ['shared/src/ui/zz-lint-probe.ts', 'react-router-dom', 'matchRoutes', '@hearth/shared/router'],
    ['remote-vendor/src/zz-lint-probe.ts', 'react-i18next', 'useTranslation', '@hearth/shared/react-i18next'],
    ['shared/src/i18n/zz-lint-probe.ts', 'react-i18next', 'initReactI18next', '@hearth/shared/react-i18next'],
  ])('forbids %s importing %s directly: only its facade (ADR 0012)', (file, lib, name, facade) => {
    const out = lint({ [file]: `import { ${name} } from '${lib}';\nexport const x = ${name};\n` });
    expect(out).toContain(`from '${facade}' (ADR 0012)`);
  });

  it('forbids type-only imports of a facade library too', () => {
    const out = lint({
      'remote-coupons/src/zz-lint-probe.ts':
        "import type { RouteObject } from 'react-router-dom';\nexport const x: RouteObject[] = [];\n",
    });
    expect(out).toContain("from '@hearth/shared/router' (ADR 0012)");
  });

  it('lets the facades import their library, and everyone import the facades', () => {
    expect(
      lint({
        'shared/src/vendor/zz-lint-probe.ts': "export { Link } from 'react-router-dom';\n",
      }).trim(),
    ).toBe('');
    expect(
      lint({
        'remote-reports/src/zz-lint-probe.ts':
          "import { Link } from '@hearth/shared/router';\nimport { useTranslation } from '@hearth/shared/react-i18next';\nexport const x = [Link, useTranslation];\n",
      }).trim(),
    ).toBe('');
  });

  it('accepts imports through @hearth/shared', () => {
    const out = lint({
      'remote-reports/src/lib/zz-lint-probe.ts':
        "import { formatMoney } from '@hearth/shared/format';\nexport const x = formatMoney(1);\n",
    });
    expect(out.trim()).toBe('');
  });
});
