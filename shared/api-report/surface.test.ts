/** @jest-environment node */
import { bumpOf, checkSurface, nextLedger, requiredBump, surfaceOf } from './surface.cjs';

const model = (members: Array<{ name: string; kind?: string; type?: string; doc?: string }>) => ({
  members: [
    {
      members: members.map((m) => ({
        kind: m.kind ?? 'Variable',
        name: m.name,
        docComment: m.doc ?? '',
        fileUrlPath: `dist-api/${m.name}.d.ts`,
        excerptTokens: [{ kind: 'Content', text: `${m.name}: ${m.type ?? 'string'}` }],
      })),
    },
  ],
});

const base = surfaceOf(model([{ name: 'bus' }, { name: 'paths' }]), 'report v1');
const ledger = nextLedger(null, '2.3.0', base);
const check = (version: string, surface: typeof base, recorded = ledger, report = 'r') =>
  checkSurface({ report, freshReport: 'r', ledger: recorded, version, surface });

describe('requiredBump', () => {
  it('is none for the same surface, whatever the docs or file paths say', () => {
    const redoc = surfaceOf(
      model([{ name: 'paths', doc: '/** new words */' }, { name: 'bus' }]),
      'report v1',
    );
    expect(requiredBump(base, redoc)).toMatchObject({ level: 'none' });
  });

  it('needs a minor for an added export and a major for a removed or changed one', () => {
    const added = surfaceOf(model([{ name: 'bus' }, { name: 'paths' }, { name: 'i18n' }]), 'report v2');
    expect(requiredBump(base, added)).toMatchObject({ level: 'minor', added: ['i18n'] });
    const removed = surfaceOf(model([{ name: 'bus' }]), 'report v2');
    expect(requiredBump(base, removed)).toMatchObject({ level: 'major', removed: ['paths'] });
    const changed = surfaceOf(model([{ name: 'bus', type: 'number' }, { name: 'paths' }]), 'report v2');
    expect(requiredBump(base, changed)).toMatchObject({ level: 'major', changed: ['bus'] });
  });

  it('needs a major when only a referenced (unexported) type changed the report', () => {
    const same = surfaceOf(model([{ name: 'bus' }, { name: 'paths' }]), 'report v2');
    expect(requiredBump(base, same)).toMatchObject({ level: 'major', referenced: true });
  });
});

describe('bumpOf', () => {
  it.each([
    ['2.3.0', '2.3.0', 'none'],
    ['2.3.0', '2.3.1', 'patch'],
    ['2.3.4', '2.4.0', 'minor'],
    ['2.3.0', '3.0.0', 'major'],
    ['2.3.0', '2.2.9', 'downgrade'],
  ])('%s → %s is %s', (from, to, level) => expect(bumpOf(from, to)).toBe(level));
});

describe('nextLedger (api:report)', () => {
  const added = surfaceOf(model([{ name: 'bus' }, { name: 'paths' }, { name: 'i18n' }]), 'report v2');
  const removed = surfaceOf(model([{ name: 'bus' }]), 'report v3');

  it('refuses a changed surface at the recorded version, and records it with a covering bump', () => {
    expect(() => nextLedger(ledger, '2.3.0', added)).toThrow(/added i18n \(needs a minor bump\)/);
    expect(nextLedger(ledger, '2.4.0', added)).toMatchObject({
      version: '2.4.0',
      previous: { version: '2.3.0' },
    });
    expect(() => nextLedger(ledger, '2.4.0', removed)).toThrow(
      /2.3.0 → 2.4.0 is a minor bump.*removed paths/,
    );
    expect(nextLedger(ledger, '3.0.0', removed).exports).toEqual(removed.exports);
  });

  it('amends an unreleased version against the version before it', () => {
    const minor = nextLedger(ledger, '2.4.0', added);
    expect(() => nextLedger(minor, '2.4.0', removed, { amend: true })).toThrow(/needs a major bump/);
    const major = nextLedger(ledger, '3.0.0', added);
    expect(nextLedger(major, '3.0.0', removed, { amend: true })).toMatchObject({
      version: '3.0.0',
      previous: { version: '2.3.0' },
    });
  });

  it('keeps the ledger when nothing changed, and refuses going back', () => {
    expect(nextLedger(ledger, '2.3.0', base)).toBe(ledger);
    expect(() => nextLedger(ledger, '2.2.0', base)).toThrow(/older than the recorded 2.3.0/);
  });
});

describe('checkSurface (npm test)', () => {
  const added = surfaceOf(model([{ name: 'bus' }, { name: 'paths' }, { name: 'i18n' }]), 'report v2');

  it('passes when the report, the ledger and the version agree', () => {
    expect(check('2.3.0', base)).toEqual([]);
    expect(check('2.4.0', added, nextLedger(ledger, '2.4.0', added))).toEqual([]);
  });

  it('fails on a stale report', () => {
    expect(check('2.3.0', base, ledger, 'old')).toEqual([expect.stringMatching(/report.api.md is stale/)]);
  });

  it('fails on a surface change without a version bump', () => {
    expect(check('2.3.0', added)).toEqual([expect.stringMatching(/without a version bump: added i18n/)]);
  });

  it('fails on a bumped version the ledger does not record, or a bump too small for the change', () => {
    expect(check('2.4.0', added)).toEqual([
      expect.stringMatching(/records 2.3.0, shared\/package.json is 2.4.0/),
    ]);
    const forged = { ...surfaceOf(model([{ name: 'bus' }]), 'v3'), version: '2.4.0', previous: ledger };
    expect(check('2.4.0', forged, forged)).toEqual([expect.stringMatching(/is a minor bump.*removed paths/)]);
  });
});
