import { publicApiBase } from '../env';

/**
 * The address a browser loads a picture from. The API names its pictures (structure depictions, uploaded
 * avatars) by their API path, '/mall/…', which is reached under {api} (NEXT_PUBLIC_API_BASE); a full URL
 * (https:, data:, blob:) or a path already under {api} is used as it is. Every product picture goes through
 * ImageWithFallback, which applies this. In a module of its own: the list stores use it in every page's first
 * load, without the catalogue contract.
 */
export function imageSrc(path: string | null | undefined): string | null {
  if (!path) return null;
  return path.startsWith('/mall/') ? `${publicApiBase.replace(/\/$/, '')}${path}` : path;
}
