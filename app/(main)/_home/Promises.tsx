import { MSG } from '@/lib/messages';
import styles from './Promises.module.scss';

const ICONS: Record<string, string> = {
  genuine: 'M24 6l15 6v11c0 9.5-6.4 16.5-15 19-8.6-2.5-15-9.5-15-19V12zM17 24l5 5 9-10',
  coa: 'M14 6h14l8 8v28H14zM28 6v8h8M19 24h12M19 30h12M19 36h7',
  fast: 'M6 14h22v18H6zM28 20h8l6 6v6H28M14 38a3 3 0 100-6 3 3 0 000 6zM34 38a3 3 0 100-6 3 3 0 000 6z',
  support: 'M10 26v-3a14 14 0 0128 0v3M10 26h5v10h-5zM33 26h5v10h-5zM38 36c0 4-4 6-10 6',
};

const PROMISES = [
  { key: 'genuine', title: '正品保证', text: '品牌授权正规渠道，批号可溯源' },
  { key: 'coa', title: 'COA 随货', text: '每批附检测报告，证书在线可查' },
  { key: 'fast', title: '快速发货', text: '现货快速出库，物流全程可查' },
  { key: 'support', title: '专业技术支持', text: '方法开发与杂质研究咨询' },
];

/** The four service promises. */
export default function Promises() {
  return (
    <ul className={styles.promises} aria-label={MSG.servicePromises}>
      {PROMISES.map((p) => (
        <li key={p.key} className={styles.item}>
          <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true">
            <path d={ICONS[p.key]} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <div>
            <h3 className={styles.title}>{p.title}</h3>
            <p className={styles.text}>{p.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
