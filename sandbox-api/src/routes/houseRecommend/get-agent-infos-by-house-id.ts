import * as v from 'valibot';
import {
  AgentInfosByHouseIdQuerySchema,
  type ListingAgentInput,
} from '@hearth/shared/contracts/houseRecommend';
import { findListingDetail } from '../../db/queries/listing-details';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { ok, parseWith, queryOf } from '../../http/respond';
import type { ListingAgentSeed } from '../../seed/listing-details';

/** A seeded agent as the listing_details row stores it (jsonb); a record that does not fit is left out. */
const AgentSeedSchema = v.object({
  name: v.string(),
  titleName: v.string(),
  companyName: v.string(),
  mobile: v.string(),
  website: v.nullable(v.string()),
  headImg: v.boolean(),
});

const toAgent = (deps: AppDeps, a: ListingAgentSeed): ListingAgentInput => ({
  name: a.name,
  titleName: a.titleName,
  companyName: a.companyName,
  mobile: a.mobile,
  website: a.website,
  headImgUrl: a.headImg ? fileUrl(deps, `avatars/${a.name.toLowerCase().replace(/\W+/g, '-')}.svg`) : '',
});

/**
 * GET /recommend/getAgentInfosByHouseId?houId= : the seeded agents of a listing ([] for any other listing). Also
 * under /cmis (where clients send it when no house recommend host is configured).
 */
export function mountAgentInfosByHouseId(app: App, deps: AppDeps): void {
  app.get('/:service{recommend|cmis}/getAgentInfosByHouseId', async (c) => {
    const q = parseWith(AgentInfosByHouseIdQuerySchema, queryOf(c));
    const row = await findListingDetail(deps.db, q.houId);
    const agents = (row?.agents ?? []).flatMap((raw) => {
      const parsed = v.safeParse(AgentSeedSchema, raw);
      return parsed.success ? [parsed.output] : [];
    });
    return ok(
      c,
      agents.map((a) => toAgent(deps, a)),
    );
  });
}
