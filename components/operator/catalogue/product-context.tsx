'use client';

import { createContext, useContext } from 'react';
import type { DeskProduct } from '@/lib/api/contract/catalogue-desk';

/**
 * The product page's one record: the product as last read or saved (its version names what every save of the
 * page — product, status, SKU, lot — builds on), and what to do with an answer or a stale refusal.
 */
export interface ProductDesk {
  product: DeskProduct;
  /** A save's answer: the product as stored now (new version). */
  accept: (product: DeskProduct) => void;
  /** A save was refused as stale: the page shows it, with 重新加载. */
  reportStale: () => void;
  /** Reads the product as saved now and merges it into the form. */
  reload: () => Promise<void>;
}

export const ProductDeskContext = createContext<ProductDesk | null>(null);

export function useProductDesk(): ProductDesk {
  const desk = useContext(ProductDeskContext);
  if (!desk) throw new Error('useProductDesk outside the product page');
  return desk;
}
