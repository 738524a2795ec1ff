import * as v from 'valibot';
import { bus } from '../events/bus';
import type { ContractDroppedItem } from '../contracts/tolerant';
import { ChannelHouseListResponseSchema } from '../contracts/cmis/channel-house-list';
import { installContractReporter } from './contract-reporter';

describe('installContractReporter', () => {
  it('turns a dropped list item into console.warn + a contract:item-dropped bus event', () => {
    const uninstall = installContractReporter();
    const events: ContractDroppedItem[] = [];
    const onDropped = (e: ContractDroppedItem) => events.push(e);
    bus.on('contract:item-dropped', onDropped);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const out = v.parse(ChannelHouseListResponseSchema, {
        code: 200,
        data: [{ identifier: 'treb-C5100001' }, { price: 1 }],
        totalPage: 1,
        totalRecord: 2,
      });
      expect(out.code === 200 && out.data).toHaveLength(1);
      expect(events).toEqual([
        {
          label: 'cmis:/channel/channelHouseListByUserAttention data',
          index: 1,
          issues: [expect.objectContaining({ path: 'identifier' })],
        },
      ]);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('dropped cmis:/channel/channelHouseListByUserAttention data[1]'),
      );
    } finally {
      warn.mockRestore();
      bus.off('contract:item-dropped', onDropped);
      uninstall();
    }
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('hearth:contract-dropped')]).toBeUndefined();
  });
});
