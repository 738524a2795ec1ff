import registry from '../../registry/remotes.json';
import { REMOTE_NAMES } from './remote-contract';

describe('remote registry (shared/registry/remotes.json)', () => {
  it('REMOTE_NAMES (the typed tuple) lists exactly the registry names, in order', () => {
    expect([...REMOTE_NAMES]).toEqual(registry.map((r) => r.name));
  });

  it('each entry has a folder, a package, a distinct dev port and a distinct namespace', () => {
    for (const r of registry) {
      expect(r.dir).toBe(r.name.replace('_', '-'));
      expect(r.package).toBe(`@hearth/${r.dir}`);
      expect(Number.isInteger(r.port)).toBe(true);
      expect(r.namespace).toMatch(/^[a-z]+$/);
    }
    expect(new Set(registry.map((r) => r.port)).size).toBe(registry.length);
    expect(new Set(registry.map((r) => r.namespace)).size).toBe(registry.length);
  });
});
