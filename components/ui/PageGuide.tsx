import Link from 'next/link';
import StatusPanel from './StatusPanel';
import styles from './StatusPanel.module.scss';

export interface GuideLink {
  label: string;
  href: string;
}

/**
 * A page opened without what it works on (its query: an order, a product, a pay number, an API): what the page is
 * for and where to go instead — the first link the way on, the others alternatives. The pattern of
 * /orderCenter/orderDetaile without an id (components/orders/OrderDetail.tsx). Pages showing it say noindex.
 */
export default function PageGuide({ title, text, links }: { title: string; text: string; links: GuideLink[] }) {
  return (
    <div data-testid="page-guide">
      <StatusPanel title={title} text={text}>
        {links.map((l, i) => (
          <Link key={l.href} prefetch={false} href={l.href} className={i === 0 ? styles.primary : styles.secondary}>
            {l.label}
          </Link>
        ))}
      </StatusPanel>
    </div>
  );
}
