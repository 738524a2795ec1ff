import * as v from 'valibot';
import { Text } from '../tolerant';

/**
 * One entry of the selection service's lists: a name sent as text, or an object with `name` (or `city` /
 * `community`); output the trimmed name. A blank name is malformed (the tolerant list drops it).
 */
export const PlaceName = v.pipe(
  v.union([
    Text,
    v.pipe(
      v.object({ name: Text }),
      v.transform((x) => x.name),
    ),
    v.pipe(
      v.object({ city: Text }),
      v.transform((x) => x.city),
    ),
    v.pipe(
      v.object({ community: Text }),
      v.transform((x) => x.community),
    ),
  ]),
  v.transform((name) => name.trim()),
  v.nonEmpty('must not be blank'),
);
