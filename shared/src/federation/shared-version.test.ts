import { parseVersion, singletonSatisfies } from './shared-version';

describe('singleton semver', () => {
  it('parses x.y.z and rejects anything else', () => {
    expect(parseVersion('1.4.2')).toEqual([1, 4, 2]);
    expect(parseVersion('2.0.0-rc.1')).toEqual([2, 0, 0]);
    expect(parseVersion('one')).toBeNull();
  });

  it.each([
    ['1.4.0', '1.4.0', true],
    ['1.4.2', '1.4.0', true],
    ['1.5.0', '1.4.9', true],
    ['1.4.0', '1.4.1', false],
    ['1.3.9', '1.4.0', false],
    ['2.0.0', '1.9.0', false],
    ['1.9.0', '2.0.0', false],
    ['1.0.0', 'garbage', false],
  ])('a %s singleton runs a remote built against %s: %s', (provided, required, ok) => {
    expect(singletonSatisfies(provided, required)).toBe(ok);
  });
});
