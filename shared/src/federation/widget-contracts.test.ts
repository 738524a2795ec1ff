import { channelHouseList, blogDetail } from '../contracts/spec-calls/public-site';
import { parseWidgetContract } from '../early/widget-contract';
import { defineWidgetContracts, earlyGet } from './widget-contracts';

describe('defineWidgetContracts / earlyGet (a remote’s src/widgets/contracts.ts, ADR 0030)', () => {
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
        earlyGets: [],
      },
      'latest-news': {
        primary: { www: true },
        deferUntilVisible: false,
        reserve: { narrow: '16rem', wide: '9rem' },
        earlyGets: [],
      },
    });
    for (const contract of Object.values(widgets))
      expect(parseWidgetContract(JSON.parse(JSON.stringify(contract)))).toEqual(contract);
  });

  it('an early GET takes the spec call’s host, path and parameter order, with the query’s values', () => {
    const images = { list: 'data', field: 'picture', count: 2 };
    expect(
      earlyGet(
        channelHouseList,
        { ltype: '{ltype}', pageSize: 6, pageNum: 1, cimsUrefId: '{owner}' },
        images,
      ),
    ).toEqual({
      host: 'cmis',
      path: '/channel/channelHouseListByUserAttention',
      query: [
        ['cimsUrefId', '{owner}'],
        ['pageNum', '1'],
        ['pageSize', '6'],
        ['ltype', '{ltype}'],
      ],
      images,
    });
    expect(() => earlyGet(blogDetail, { id: 1 })).toThrow('blogDetail: no value for ltype');
    expect(() => earlyGet({ ...blogDetail, method: 'POST' }, { id: 1, ltype: 1 })).toThrow('is not a GET');
  });
});
