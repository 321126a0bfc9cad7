/** SPEC §2 view modes: 1 big picture, 2 list — kept in the `viewMode` cookie. */
export const VIEW_MODE_COOKIE = 'viewMode';
export const VIEW_MODES = ['1', '2'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const DEFAULT_VIEW_MODE: ViewMode = '1';
/** A year: a display preference, not a session. */
export const VIEW_MODE_COOKIE_DAYS = 365;

export const parseViewMode = (value: string | undefined | null): ViewMode => (value === '2' ? '2' : DEFAULT_VIEW_MODE);
