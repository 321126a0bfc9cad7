import Link from 'next/link';
import SearchBox from '@/components/layout/header/SearchBox';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import styles from './Hero.module.scss';

interface Stats {
  products?: number;
  categories?: number;
  brands?: number;
}

const QUICK = [
  { label: '质控样品', href: routes.qualityControl },
  { label: '药典方法', href: routes.methods },
  { label: '法规标准', href: routes.standards },
  { label: '证书下载', href: routes.downloadCenter },
  { label: '定制合成', href: routes.customizedServices },
];

/** The home page's first screen: what the shop offers, the search, and live catalogue figures. */
export default function Hero({ stats }: { stats: Stats }) {
  const figures = [
    { label: '在售产品', value: stats.products },
    { label: '产品分类', value: stats.categories },
    { label: '合作品牌', value: stats.brands },
  ].filter((f): f is { label: string; value: number } => typeof f.value === 'number' && f.value > 0);

  return (
    <section className={styles.hero}>
      <div className={styles.inner}>
        <h1 className={styles.title}>化学对照品 · 药物杂质 · 医药中间体</h1>
        <p className={styles.lead}>
          {site.name}为药企、CRO 与检测实验室提供可溯源的标准物质：每批附 COA 证书，结构、纯度与分子量信息一目了然，支持询价、定制合成与企业账期。
        </p>
        <SearchBox variant="hero" />
        <ul className={styles.quick}>
          <li className={styles.quickLabel}>快速入口：</li>
          {QUICK.map((q) => (
            <li key={q.href}>
              <Link prefetch={false} href={q.href}>{q.label}</Link>
            </li>
          ))}
        </ul>
        {figures.length > 0 && (
          <dl className={styles.figures}>
            {figures.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value.toLocaleString('zh-CN')}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
