import { parseWidgetContract } from '../early/widget-contract';
import { defineWidgetContracts } from './widget-contracts';

describe('defineWidgetContracts (a remote’s src/widgets/contracts.ts, ADR 0030)', () => {
  it('writes each widget’s contract in the form the shell reads back unchanged', () => {
    const { name, widgets } = defineWidgetContracts('remote_content', {
      'blog-section': { deferUntilVisible: true, reserve: '12.5rem' },
      'latest-news': { primary: { www: true, epic: undefined }, reserve: { narrow: '16rem', wide: '9rem' } },
    });
    expect(name).toBe('remote_content');
    expect(widgets).toEqual({
      'blog-section': {
        primary: {},
        deferUntilVisible: true,
        reserve: { narrow: '12.5rem', wide: '12.5rem' },
      },
      'latest-news': {
        primary: { www: true },
        deferUntilVisible: false,
        reserve: { narrow: '16rem', wide: '9rem' },
      },
    });
    for (const contract of Object.values(widgets))
      expect(parseWidgetContract(JSON.parse(JSON.stringify(contract)))).toEqual(contract);
  });
});
