'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseOutlined } from '@/components/ui/icons';
import { MSG } from '@/lib/messages/core';
import styles from './kit.module.scss';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The heading, also the dialog's accessible name. */
  title: ReactNode;
  /** Width in px (antd Modal's `width`). */
  width?: number;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog in antd Modal's look (centred, a mask, a title and a close button), without antd's JavaScript:
 * role dialog with aria-modal, named by its title; the focus moves into it when it opens, stays inside it (Tab and
 * Shift+Tab go round), and returns to whatever had it before when it closes; Esc, the close button and a click on
 * the mask close it; the page under it does not scroll. Closed, its content is unmounted (antd's destroyOnHidden).
 */
export default function Dialog({ open, onClose, title, width = 520, children }: Props) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  // A press that starts and ends on the mask closes; one that started inside (selecting text) does not.
  const downOnMask = useRef(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    box.current?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) {
        e.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  /** Tab and Shift+Tab go round inside the dialog. */
  const trap = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !box.current) return;
    const items = Array.from(box.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null || el === document.activeElement);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const current = document.activeElement;
    if (e.shiftKey && (current === first || current === box.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && current === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.dialogRoot}>
      <div className={styles.dialogMask} aria-hidden="true" />
      <div
        className={styles.dialogWrap}
        onMouseDown={(e) => {
          downOnMask.current = e.target === e.currentTarget;
        }}
        onClick={(e) => {
          if (downOnMask.current && e.target === e.currentTarget) onClose();
        }}
      >
        <div ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.dialog} style={{ width }} onKeyDown={trap}>
          <button type="button" className={styles.dialogClose} aria-label={MSG.closeLabel} onClick={onClose}>
            <CloseOutlined aria-hidden="true" />
          </button>
          <div id={titleId} className={styles.dialogTitle}>
            {title}
          </div>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
