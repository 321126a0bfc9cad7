import Link from 'next/link';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import styles from './Logo.module.scss';
import { MSG } from '@/lib/messages/core';

const TAGLINE = 'REFERENCE STANDARDS';

/** The brand mark: a benzene ring with one substituent, on the brand blue. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="8" fill="#0b4ea2" />
      <polygon points="20,9 29.53,14.5 29.53,25.5 20,31 10.47,25.5 10.47,14.5" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
      <circle cx="20" cy="20" r="5.4" fill="none" stroke="#fff" strokeWidth="1.8" />
      <line x1="29.53" y1="14.5" x2="33.6" y2="12.1" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="34.2" cy="11.6" r="2.6" fill="#f2661b" />
    </svg>
  );
}

export default function Logo({ compact = false }: { compact?: boolean }) {
  return (
    // The name holds the visible text (WCAG 2.5.3, label in name), tagline included.
    <Link prefetch={false} href={routes.home} className={styles.logo} aria-label={MSG.homeOf(compact ? site.name : `${site.name} ${TAGLINE} `)}>
      <LogoMark size={compact ? 34 : 44} />
      <span className={styles.text}>
        <span className={compact ? styles.nameCompact : styles.name}>{site.name}</span>
        {/* A space in the text (not drawn: a flex column) so name and tagline read as two words. */}
        {!compact && ' '}
        {!compact && <span className={styles.tagline}>{TAGLINE}</span>}
      </span>
    </Link>
  );
}
