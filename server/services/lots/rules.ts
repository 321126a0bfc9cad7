/**
 * When a lot may be sold. Dates are calendar days in China (Asia/Shanghai, no daylight saving): a lot
 * whose expiry / retest date is less than SELL_BY_MARGIN_DAYS away counts as expired — it is neither
 * shown as on sale, nor counted as sellable, nor allocated when shipping, so a buyer never receives a
 * standard that expires before it can be used.
 */
export const SELL_BY_MARGIN_DAYS = 30;

const CHINA_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The calendar day in China at `at`, as 'YYYY-MM-DD'. */
export const chinaDate = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** The first expiry date still sellable at `now`: lots with expires_on >= this are sellable. */
export const sellableFrom = (now: Date) => chinaDate(new Date(now.getTime() + SELL_BY_MARGIN_DAYS * DAY_MS));
