/** @jest-environment node */
// The semver gate of `npm test` (ADR 0025): the checked-in shared/report.api.md is what the singleton's sources
// export, and shared/api-surface.json records it for shared/package.json's version with a covering bump.
import { checkedIn, generateSurface } from './generate.cjs';
import { checkSurface, surfaceOf } from './surface.cjs';

it('the public surface of @hearth/shared matches its report and its version', () => {
  const { reportText, apiModel } = generateSurface();
  const { report, ledger, version } = checkedIn();
  const problems = checkSurface({
    report,
    freshReport: reportText,
    ledger,
    version,
    surface: surfaceOf(apiModel, reportText),
  });
  expect(problems).toEqual([]);
}, 120_000);
