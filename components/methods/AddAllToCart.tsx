'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useAddOneOfEach } from '@/components/cart/useAddOneOfEach';
import { METHODS_MSG as M } from '@/lib/messages/methods';
import { routes } from '@/lib/routes';
import styles from './methods.module.scss';

export interface PackChoice {
  skuId: number;
  name: string;
}

/**
 * 全部加入购物车 of a method: one package of each needed product in ONE cart call (buy/car/batchInsert, all
 * or nothing), a plain button like the goods detail's (no antd on this cached page). A visitor gets the login pop-up, which brings them back here; the result is said in words.
 */
export default function AddAllToCart({ choices, missing }: { choices: PackChoice[]; missing: string[] }) {
  const { busy, add } = useAddOneOfEach();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const addAll = async () => {
    setResult(null);
    const done = await add(
      choices.map((c) => c.skuId),
      window.location.pathname,
    );
    if (done.kind === 'added') setResult({ ok: true, text: M.addedAll(choices.length) });
    // code 0: the server's own message; a network failure was already toasted by the client.
    else if (done.kind === 'failed') setResult({ ok: false, text: done.error.message });
  };

  return (
    <div>
      <div className={styles.actions}>
        <button type="button" className={styles.primaryButton} onClick={addAll} disabled={busy || choices.length === 0} aria-busy={busy}>
          {M.addAll}
        </button>
        <span className={styles.muted}>{M.addAllHint}</span>
      </div>
      {missing.length > 0 && <p className={styles.muted}>{M.noPack(missing.join('、'))}</p>}
      {result && (
        <p role="status" className={`${styles.result} ${result.ok ? styles.ok : styles.error}`}>
          {result.text}
          {result.ok && (
            <>
              {' '}
              <Link prefetch={false} href={routes.settlementCenter}>
                {M.goCart}
              </Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}
