/**
 * Depictions are served by the API; the browser reaches them through {api}. In a module of its own (re-exported
 * by lib/api/catalogue.ts): the list stores use it in every page's first load, without the catalogue contract.
 */
export const imageSrc = (apiBase: string, imgUrl: string) => `${apiBase.replace(/\/$/, '')}${imgUrl}`;
