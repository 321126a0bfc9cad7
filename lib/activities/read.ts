import 'server-only';
import { activity } from '../api/contract/promotion';
import { CACHE_TAG as T } from '../api/contract/internal';
import { defineRead } from '../api/read';

/** Activities as the pages read them (cached, tagged): the same for every visitor; featured products show a from-price. */
export const readActivities = defineRead('activity-list', (api) => api.call(activity.list), { tags: [T.activities] });
export const readActivity = defineRead('activity', (api, slug: string) => api.call(activity.detail, { params: { slug } }), { tags: [T.activities, T.products] });
