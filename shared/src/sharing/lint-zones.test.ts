/**
 * @jest-environment node
 */
// The fences around shared/src/sharing (singleton side) and shared/src/deep-links (pure, both sides): eslint.config.mjs.
import { lintProbes } from '../../tooling/lint-probe';

const PROBES = {
  // the singleton's sharing code must not pull in an ordinary entry
  'shared/src/sharing/zz-lint-probe.ts':
    "import { safeHttpUrl } from '../security/safe-url';\nexport const x = safeHttpUrl;\n",
  // an ordinary entry must not bundle a second copy of the sharing state
  'shared/src/ui/zz-lint-probe.ts':
    "import { useShareStore } from '../sharing/share-store';\nexport const x = useShareStore;\n",
  // pure code imports only its own modules at run time (a type is fine)
  'shared/src/deep-links/zz-lint-probe.ts':
    "import { bus } from '../events/bus';\nimport type { Locale } from '../i18n/locales';\nexport const x: [typeof bus, Locale?] = [bus];\n",
  // and both sides may use the pure code
  'shared/src/bridge/zz-lint-probe-ok.ts':
    "import { isWeChat } from '../deep-links/user-agent';\nexport const x = isWeChat;\n",
};

it('keeps the sharing sequence on the singleton side and deep-links pure', () => {
  const messages = lintProbes(PROBES);
  const messagesOf = (rel: string) => messages[`shared/src/${rel}`];
  expect(messagesOf('sharing/zz-lint-probe.ts')).toEqual([
    expect.stringContaining('The @hearth/shared singleton must not pull in its ordinary entries'),
  ]);
  expect(messagesOf('ui/zz-lint-probe.ts')).toEqual([
    expect.stringContaining('reaches the sharing sequence through `@hearth/shared`'),
  ]);
  expect(messagesOf('deep-links/zz-lint-probe.ts')).toEqual([
    expect.stringContaining('shared/src/deep-links is pure code'),
  ]);
  expect(messagesOf('bridge/zz-lint-probe-ok.ts')).toEqual([]);
}, 120_000);
