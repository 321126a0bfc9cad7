'use client';

import { useEffect, useId, useState } from 'react';
import type { Sku } from '@/lib/api/contract/catalogue';
import type { SkuLots } from '@/lib/api/contract/lots';
import { MSG } from '@/lib/messages/core';
import type { ProductChoice } from './actions';
import { skuAvailability } from './availability';
import LotInfo from './LotInfo';
import { SkuPrice } from './PackPrices';
import ProductActions, { type ActionKind } from './ProductActions';
import QuantityStepper from './QuantityStepper';
import StockBadge from './StockBadge';
import styles from './BuyBox.module.scss';

interface Props {
  product: { id: number; nameCn: string; imgSrc: string; skus: Sku[]; lots?: SkuLots[] };
  /**
   * The SKU asked for in the URL (?skuId=); otherwise the first one in stock. Left out (undefined) on
   * cached pages, whose HTML cannot depend on the query: the island then reads ?skuId= after hydration.
   */
  initialSkuId?: number | null;
  initialQuantity?: number;
  show?: ActionKind[];
}

const defaultSkuId = (skus: Sku[], wanted: number | null | undefined) =>
  skus.find((s) => s.id === wanted)?.id ?? skus.find((s) => s.stock > 0)?.id ?? skus[0]?.id ?? null;

/**
 * The buying part of a product page: the SKUs (package value, 现货 or 订货 with delivery days, the list
 * price, the same for everyone), the chosen SKU's lot and warehouse stock, the quantity and the actions. Server-rendered with the page; the choice is
 * kept in the URL's skuId so a link to the page shows the same package.
 */
export default function BuyBox({ product, initialSkuId, initialQuantity = 1, show }: Props) {
  const [skuId, setSkuId] = useState<number | null>(() => defaultSkuId(product.skus, initialSkuId));
  const [quantity, setQuantity] = useState(String(initialQuantity));
  const groupName = useId();

  useEffect(() => {
    if (initialSkuId !== undefined) return;
    const wanted = Number(new URL(window.location.href).searchParams.get('skuId'));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is only known after hydration on a cached page
    if (Number.isInteger(wanted) && product.skus.some((s) => s.id === wanted)) setSkuId(wanted);
  }, [initialSkuId, product.skus]);

  const choose = (id: number) => {
    setSkuId(id);
    const url = new URL(window.location.href);
    url.searchParams.set('skuId', String(id));
    window.history.replaceState(window.history.state, '', url);
  };

  const sku = product.skus.find((s) => s.id === skuId) ?? null;
  const choice: ProductChoice | null = sku
    ? { productId: product.id, skuId: sku.id, name: product.nameCn, pack: sku.pack, src: product.imgSrc, price: sku.price, quantity: Number(quantity) || 0 }
    : null;

  return (
    <section className={styles.box} aria-label={MSG.skuTitle}>
      {product.skus.length === 0 ? (
        <p className={styles.noSku}>{MSG.noSku}</p>
      ) : (
        <fieldset className={styles.skus}>
          <legend className={styles.legend}>{MSG.skuTitle}</legend>
          <div className={styles.skuHead} aria-hidden="true">
            <span />
            <span>{MSG.skuPack}</span>
            <span>{MSG.skuStock}</span>
            <span>{MSG.skuPrice}</span>
          </div>
          {product.skus.map((s) => (
            <label key={s.id} className={styles.sku} data-selected={s.id === skuId || undefined} data-testid="sku-option">
              <input type="radio" name={groupName} value={s.id} checked={s.id === skuId} onChange={() => choose(s.id)} />
              <span className={styles.pack}>{s.pack}</span>
              <span>
                <StockBadge availability={skuAvailability(s)} />
              </span>
              <span className={styles.skuPrice}>
                <SkuPrice price={s.price} />
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {sku && product.lots && <LotInfo lots={product.lots.find((l) => l.skuId === sku.id) ?? null} />}
      <div className={styles.quantityRow}>
        <span className={styles.quantityLabel}>{MSG.quantity}</span>
        <QuantityStepper value={quantity} onChange={setQuantity} />
        {sku && (
          <span className={styles.selected}>
            {MSG.skuPack}：{sku.pack}
          </span>
        )}
      </div>
      <ProductActions choice={choice} show={show} />
    </section>
  );
}
