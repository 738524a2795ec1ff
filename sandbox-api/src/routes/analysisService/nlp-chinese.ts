import { NlpChineseBodySchema, type NlpResultInput } from '@hearth/shared/contracts/analysisService';
import { loadLexicon } from '../../db/queries/content';
import type { App, AppDeps } from '../../http/deps';
import { jsonBody, ok, parseWith } from '../../http/respond';
import { tag } from './tagger';

/** POST /analysis/nlp/chinese {strs}: tags each string with the lexicon of the database. */
export function mountNlpChinese(app: App, deps: AppDeps): void {
  app.post('/analysis/nlp/chinese', async (c) => {
    const body = parseWith(NlpChineseBodySchema, await jsonBody(c));
    const lexicon = await loadLexicon(deps.db);
    const data: NlpResultInput[] = body.strs.map((text) => ({ text, entries: tag(text, lexicon) }));
    return ok(c, data);
  });
}
