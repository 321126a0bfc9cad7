import { SESSION_KEY } from './constants';

/**
 * SPEC §8: "a chunk loading failure reloads the page". After a deployment the old page asks for script or
 * style chunks the server no longer has; a reload fetches the new ones. Once per page: the address reloaded
 * is kept in session storage, and a second failure at the same address is left to the error page instead
 * of reloading for ever.
 */
export const CHUNK_RELOAD_KEY = SESSION_KEY.chunkReload;

/** webpack/Turbopack `ChunkLoadError`, "Loading chunk 123 failed", CSS chunks, and native dynamic import failures. */
const CHUNK_MESSAGE = /Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return typeof reason === 'string' && CHUNK_MESSAGE.test(reason);
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message));
}

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  location: Pick<Location, 'pathname' | 'search' | 'reload'>;
}

/** Reloads the page for a chunk-load failure unless this address was already reloaded once; says whether it did. */
export function reloadOnceForChunkError(reason: unknown, deps: ReloadDeps = { storage: window.sessionStorage, location: window.location }): boolean {
  if (!isChunkLoadError(reason)) return false;
  const here = deps.location.pathname + deps.location.search;
  try {
    if (deps.storage.getItem(CHUNK_RELOAD_KEY) === here) return false;
    deps.storage.setItem(CHUNK_RELOAD_KEY, here);
  } catch {
    // Storage refused (private mode, quota): without the guard a reload could loop, so do not reload.
    return false;
  }
  deps.location.reload();
  return true;
}
