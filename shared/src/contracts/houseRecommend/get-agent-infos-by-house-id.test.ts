import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { captureContractDrops } from '../../testing/contract-drops';
import { AgentInfosByHouseIdResponseSchema } from './get-agent-infos-by-house-id';

describe('AgentInfosByHouseIdResponseSchema', () => {
  it('accepts sparse agents, drops malformed ones, blanks a non-URL photo', () => {
    const capture = captureContractDrops();
    try {
      const out = v.parse(AgentInfosByHouseIdResponseSchema, {
        code: 200,
        data: [{ name: 'Grace', mobile: 4165550123, headImgUrl: 'not-a-url' }, 'junk', {}],
      });
      expect(unwrapCode(out, 't').data).toEqual([
        {
          name: 'Grace',
          titleName: null,
          companyName: null,
          mobile: '4165550123',
          website: null,
          headImgUrl: null,
        },
        { name: null, titleName: null, companyName: null, mobile: null, website: null, headImgUrl: null },
      ]);
      expect(capture.drops).toHaveLength(1);
    } finally {
      capture.restore();
    }
  });
  it('requires a list on success', () => {
    expect(v.safeParse(AgentInfosByHouseIdResponseSchema, { code: 200, data: null }).success).toBe(false);
    expect(v.safeParse(AgentInfosByHouseIdResponseSchema, { code: 500 }).success).toBe(true);
  });
});
