/**
 * @jest-environment node
 */
import { lintProbe } from '../../shared/tooling/lint-probe';

const probe = (name: string, imports: string) => `${imports}\nexport const ${name} = 1;\n`;

describe("the shell's layers (ADR 0026)", () => {
  jest.setTimeout(120_000);

  it('forbids importing a layer above, and the entry chunk anything but its allowed modules', () => {
    const out = lintProbe({
      'shell/src/routing/zz-layer-probe.ts': probe('a', "export * from '../federation/remote-registry';"),
      'shell/src/slots/zz-layer-probe.ts': probe('b', "export * from '../routing/router';"),
      'shell/src/federation/zz-layer-probe.ts': probe('c', "export * from '../slots/module-cache';"),
      'shell/src/startup/zz-layer-probe.ts': probe('d', "export * from '../federation/overrides';"),
      'shell/src/route-table/zz-layer-probe.ts': probe('e', "export * from '@hearth/shared/early';"),
      'shell/src/layout/zz-layer-probe.ts': probe('f', "export * from '../server/start-plan';"),
    });
    expect(out).toContain('routing/ renders slots: it must not import federation/ or startup/');
    expect(out).toContain('slots/ must not import routing/');
    expect(out).toContain('federation/ must not import slots/, routing/');
    expect(out).toContain('startup/ runs in the entry chunk, before the shared singletons exist');
    expect(out).toContain('route-table/ is pure data the entry chunk runs');
    expect(out).toContain('server/ is the server program (ADR 0033): no browser code imports it.');
    expect(out.split('\n')).toHaveLength(6);
  });

  it('lets each layer import those below it, and the entry chunk its allowed modules and any type', () => {
    const out = lintProbe({
      'shell/src/routing/zz-layer-probe.ts': probe('a', "export { RemoteSlot } from '../slots/remote-slot';"),
      'shell/src/slots/zz-layer-probe.ts': probe(
        'b',
        "export { federationSource } from '../federation/remote-source';",
      ),
      'shell/src/startup/zz-layer-probe.ts': probe(
        'd',
        [
          "export { resolveConfigHosts } from '@hearth/shared/early';",
          "export { matchRoute } from '../route-table/route-table';",
          "export type { RuntimeConfig } from '@hearth/shared';",
        ].join('\n'),
      ),
    });
    expect(out.trim()).toBe('');
  });
});
