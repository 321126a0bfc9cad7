import { toast } from '@/components/ui/feedback';
import { ApiFailure } from '@/lib/api/failure';
import { DESK_MSG } from '@/lib/api/contract/catalogue-desk';
import { DESK_TEXT } from '@/lib/messages/catalogue-desk';
import type { ProductField } from './product-form';

/** A save refused because a colleague saved the product since it was read (its version moved on). */
export const isStale = (err: unknown) => err instanceof ApiFailure && err.kind === 'rejected' && err.message === DESK_MSG.stale;

/** The API's refusals of a product save that concern one field: shown under that field, not only as a banner. */
const PRODUCT_FIELD_OF: Partial<Record<string, ProductField>> = {
  [DESK_MSG.codeTaken]: 'code',
  [DESK_MSG.casDigit]: 'cas',
  [DESK_MSG.casFormat]: 'cas',
  [DESK_MSG.structure]: 'structure',
  [DESK_MSG.structureEmpty]: 'structure',
  [DESK_MSG.categoryLevel]: 'categoryPath',
  [DESK_MSG.categoryMissing]: 'categoryPath',
  [DESK_MSG.brandMissing]: 'brandId',
  [DESK_MSG.parentSelf]: 'parentId',
  [DESK_MSG.parentMissing]: 'parentId',
};

export const productFieldOfRefusal = (message: string): ProductField | undefined => PRODUCT_FIELD_OF[message];

/** What a failed call says to the person (ApiFailure's message is written for them). */
export const failureText = (err: unknown) => (err instanceof ApiFailure ? err.message : DESK_TEXT.failed);

/** A failed call's message as a toast: the API's refusals (transport failures are toasted by the console's client). */
export function toastFailure(err: unknown) {
  if (err instanceof ApiFailure && (err.kind === 'rejected' || err.kind === 'session')) void toast.error(err.message);
}
