import * as v from 'valibot';
import { CodeSchema } from '../envelope';
import { DateTimeText, Id, maybe, NumberLike, optionalList, PictureUrl, Text } from '../tolerant';

/**
 * A news item (list, popular list and detail). Required: `id`, `title` and `source` (the detail link is
 * /news-detail/{source}/{id}). Everything else degrades: no picture → placeholder, no body → no summary, no date
 * or author → the line is hidden, no browseCount → counted 0. `detail` is server HTML (sanitised by the page).
 */
export const NewsItemSchema = v.object({
  id: Id,
  title: Text,
  source: Text,
  images: maybe(PictureUrl),
  detail: maybe(v.string()),
  createdat: maybe(DateTimeText),
  createdatStr: maybe(Text),
  customized_author_name: maybe(Text),
  browseCount: maybe(NumberLike),
  category: optionalList(Text, 'news category'),
});
export type NewsItem = v.InferOutput<typeof NewsItemSchema>;
export type NewsItemInput = v.InferInput<typeof NewsItemSchema>;

/** The envelope code: optional (the spec reads only the data); a present non-200 code is reported. */
export const NewsCode = maybe(CodeSchema);
