import Link from 'next/link';
import type { CustomOrderLine } from '@/lib/api/contract/order';
import { CUSTOM_ORDER_MSG as M, ORDER_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { formatPrice } from './format';
import styles from './orders.module.scss';

/** What the buyer asked for, in one phrase: the name, else the CAS number, the formula or the SMILES. */
export const customTitle = (c: Pick<CustomOrderLine, 'name' | 'cas' | 'formula' | 'smiles'>) => c.name || c.cas || c.formula || c.smiles;

/** The one line of a custom-synthesis order in the order centre's card. */
export function CustomPreview({ custom: c }: { custom: CustomOrderLine }) {
  return (
    <li className={styles.previewLine}>
      <div className={styles.previewText}>
        <Link prefetch={false} href={routes.customDetails(c.requestId)} className={styles.lineName}>
          {`${M.kind} · ${customTitle(c)}`}
        </Link>
        <span className={styles.muted}>{M.spec(c.quantity, c.unit, c.purity)}</span>
      </div>
    </li>
  );
}

/** The same line as a row of the order detail's table, with the table's optional lot and after-sales columns. */
export function CustomLineRow({ custom: c, lotColumn, claimColumn }: { custom: CustomOrderLine; lotColumn: boolean; claimColumn: boolean }) {
  return (
    <tr>
      <td>
        <div className={styles.previewText}>
          <Link prefetch={false} href={routes.customDetails(c.requestId)} className={styles.lineName}>
            {`${M.kind} · ${customTitle(c)}`}
          </Link>
          <span className={styles.muted}>
            {c.requestNo}
            {c.cas && ORDER_MSG.gap + ORDER_MSG.label(ORDER_MSG.cas) + c.cas}
          </span>
          {c.formula && <span className={styles.muted}>{c.formula}</span>}
        </div>
      </td>
      <td>{M.spec(c.quantity, c.unit, c.purity)}</td>
      <td>{formatPrice(c.price)}</td>
      <td>1</td>
      <td>{formatPrice(c.price)}</td>
      <td>{M.lead(c.leadDays)}</td>
      {lotColumn && <td>—</td>}
      {claimColumn && <td>{M.afterSales}</td>}
    </tr>
  );
}
