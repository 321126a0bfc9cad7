'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { MSG } from '@/lib/messages/core';
import Button from './Button';
import styles from './Confirm.module.scss';

/** What the trigger (a kit Button, usually) gets: open on click, and tell assistive technology it opens a dialog. */
export interface ConfirmTriggerProps {
  onClick: () => void;
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  'aria-controls'?: string;
  ref: Ref<HTMLButtonElement>;
}

interface Props {
  /** The question, naming what will happen ("确定从购物车删除选中的 2 种商品吗？"). */
  title: ReactNode;
  okText?: string;
  cancelText?: string;
  /** A destructive OK (red). */
  danger?: boolean;
  /** The trigger does not open it. */
  disabled?: boolean;
  /** Runs on OK; the popover stays open, its OK button busy, until it settles. */
  onConfirm: () => Promise<void> | void;
  /** Above the trigger (default: it usually sits in a bar at the bottom of the screen) or below it. */
  placement?: 'top' | 'bottom';
  children: (trigger: ConfirmTriggerProps) => ReactNode;
  className?: string;
}

/**
 * A small confirmation next to the button that asks for it (antd Popconfirm's look and texts, 确定 / 取消), without
 * antd's JavaScript. It is an alertdialog: opening moves the focus to 取消 (the harmless answer), Tab stays between
 * its two buttons, Esc or a click elsewhere cancels, and the focus returns to the trigger when it closes.
 */
export default function Confirm({ title, okText = MSG.ok, cancelText = MSG.cancel, danger, disabled, onConfirm, placement = 'top', children, className }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const okButton = useRef<HTMLButtonElement>(null);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    cancelButton.current?.focus();
    const outside = (e: MouseEvent) => {
      if (wrap.current && !wrap.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      close(true);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !busy) {
      e.stopPropagation();
      close(true);
    } else if (e.key === 'Tab') {
      // Two buttons: Tab and Shift+Tab move between them.
      e.preventDefault();
      (document.activeElement === cancelButton.current ? okButton : cancelButton).current?.focus();
    }
  };

  return (
    <span ref={wrap} className={[styles.confirmWrap, className].filter(Boolean).join(' ')}>
      {children({
        onClick: () => {
          if (!disabled) setOpen((o) => !o);
        },
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        'aria-controls': open ? `${id}-pop` : undefined,
        ref: trigger,
      })}
      {open && (
        <div id={`${id}-pop`} role="alertdialog" aria-labelledby={`${id}-title`} className={[styles.confirm, styles[`confirm-${placement}`]].join(' ')} onKeyDown={onKeyDown}>
          <div className={styles.confirmBody}>
            <span className={styles.confirmIcon} aria-hidden="true">
              !
            </span>
            <div id={`${id}-title`} className={styles.confirmTitle}>
              {title}
            </div>
          </div>
          <div className={styles.confirmButtons}>
            <Button ref={cancelButton} size="small" disabled={busy} onClick={() => close(true)}>
              {cancelText}
            </Button>
            <Button ref={okButton} size="small" variant="primary" danger={danger} loading={busy} onClick={() => void confirm()}>
              {okText}
            </Button>
          </div>
        </div>
      )}
    </span>
  );
}
