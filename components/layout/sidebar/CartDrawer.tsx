'use client';

import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseOutlined } from '@/components/ui/icons';
import CartPreview from '@/components/cart/CartPreview';
import { MSG } from '@/lib/messages/core';
import styles from './CartDrawer.module.scss';

/**
 * The side bar's slide-out cart list (SPEC §2): a modal panel at the right edge with the rows, the total
 * and 去购物车结算. Escape, the close button and a click beside the panel close it; focus moves into it
 * when it opens and back to the button that opened it when it closes.
 */
export default function CartDrawer({ count, onClose }: { count: number; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);
  const title = `${MSG.cartTitle}（${count}）`;
  // In document.body: the side bar is transformed, which would make it the box of a fixed-position child.
  return createPortal(
    <div className={styles.mask} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <section role="dialog" aria-modal="true" aria-label={title} className={styles.panel}>
        <header className={styles.head}>
          <h2 className={styles.title}>{title}</h2>
          <button ref={closeButton} type="button" className={styles.close} onClick={onClose} aria-label={MSG.closeLabel}>
            <CloseOutlined />
          </button>
        </header>
        <div className={styles.body}>
          <CartPreview maxRows={50} onNavigate={onClose} />
        </div>
      </section>
    </div>,
    document.body,
  );
}
