import { COOKIE } from '@/lib/constants';

/** SPEC §2 view modes: 1 big picture, 2 list — kept in the `viewMode` cookie. */
export const VIEW_MODE_COOKIE = COOKIE.viewMode;
export const VIEW_MODES = ['1', '2'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const DEFAULT_VIEW_MODE: ViewMode = '1';
export { VIEW_MODE_COOKIE_DAYS } from '@/lib/constants';

export const parseViewMode = (value: string | undefined | null): ViewMode => (value === '2' ? '2' : DEFAULT_VIEW_MODE);
