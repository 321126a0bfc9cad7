'use client';

import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { GUIDE_MSG } from '@/lib/messages';
import { GUIDE_STEPS } from './steps';
import { markGuideSeen } from './visibility';
import styles from './FirstVisitGuide.module.scss';

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const GAP = 12;
const BUBBLE_WIDTH = 340;
const EDGE = 16;
const FOCUSABLE = 'button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

const anchorOf = (index: number) => document.querySelector<HTMLElement>(`[data-guide="${GUIDE_STEPS[index].anchor}"]`);

function boxOf(el: HTMLElement | null): Box | null {
  if (!el) return null;
  const r = el.getBoundingClientRect();
  return r.width || r.height ? { top: r.top, left: r.left, width: r.width, height: r.height } : null;
}

/** Below the highlighted element, kept inside the window; centred when the element cannot be found. */
function bubblePosition(box: Box | null): CSSProperties {
  if (!box) return { top: '30%', left: '50%', transform: 'translateX(-50%)' };
  const left = Math.max(EDGE, Math.min(box.left, window.innerWidth - BUBBLE_WIDTH - EDGE));
  return { top: box.top + box.height + GAP, left };
}

/**
 * SPEC §2 first-visit guide: seven steps over the header's entries, each highlighted with a bubble (title,
 * text, n / 7, 上一步 / 下一步 / 关闭). A modal dialog for the keyboard: focus stays in the bubble (Tab cycles),
 * ← / → change the step, Esc closes; focus returns where it was. Closing or finishing sets the firstlogin cookie.
 */
export default function FirstVisitGuide({ onClose }: { onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const [box, setBox] = useState<Box | null>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const step = GUIDE_STEPS[index];
  const last = index === GUIDE_STEPS.length - 1;

  const close = useCallback(() => {
    markGuideSeen();
    onClose();
  }, [onClose]);
  const next = useCallback(() => setIndex((i) => Math.min(i + 1, GUIDE_STEPS.length - 1)), []);
  const prev = useCallback(() => setIndex((i) => Math.max(i - 1, 0)), []);

  // Follow the element of the step (scrolling it into view first) through resizes and scrolls.
  useLayoutEffect(() => {
    const el = anchorOf(index);
    el?.scrollIntoView?.({ block: 'nearest' });
    const measure = () => setBox(boxOf(anchorOf(index)));
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [index]);

  // Focus moves into the bubble when it opens and returns to where it was when it closes.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    nextButton.current?.focus();
    return () => before?.focus?.();
  }, []);

  // A step change may disable the focused button (上一步 on the first step): keep focus inside.
  useEffect(() => {
    const active = document.activeElement;
    if (!bubble.current?.contains(active) || (active as HTMLButtonElement).disabled) nextButton.current?.focus();
  }, [index]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close();
      } else if (e.key === 'ArrowRight') {
        e.preventDefault();
        next();
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault();
        prev();
      } else if (e.key === 'Tab' && bubble.current) {
        const items = Array.from(bubble.current.querySelectorAll<HTMLElement>(FOCUSABLE));
        if (items.length === 0) return;
        const first = items[0];
        const end = items[items.length - 1];
        const inside = bubble.current.contains(document.activeElement);
        if (e.shiftKey && (!inside || document.activeElement === first)) {
          e.preventDefault();
          end.focus();
        } else if (!e.shiftKey && (!inside || document.activeElement === end)) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close, next, prev]);

  return (
    <div className={styles.root}>
      {/* Catches clicks on the page while the guide is open; the highlight's shadow dims the rest. */}
      <div className={`${styles.mask} ${box ? '' : styles.dim}`} aria-hidden="true" />
      {box && <div className={styles.highlight} style={{ top: box.top - 4, left: box.left - 4, width: box.width + 8, height: box.height + 8 }} aria-hidden="true" />}
      <div ref={bubble} className={styles.bubble} style={{ ...bubblePosition(box), width: BUBBLE_WIDTH }} role="dialog" aria-modal="true" aria-label={GUIDE_MSG.dialogLabel} aria-describedby={`${titleId} ${textId}`}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {step.title}
          </h2>
          <span className={styles.progress} aria-label={`第 ${index + 1} 步，共 ${GUIDE_STEPS.length} 步`}>
            {GUIDE_MSG.progress(index + 1, GUIDE_STEPS.length)}
          </span>
        </div>
        <p id={textId} className={styles.text} aria-live="polite">
          {step.text}
        </p>
        <p className={styles.hint}>{GUIDE_MSG.keyboardHint}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.link} onClick={close}>
            {GUIDE_MSG.close}
          </button>
          <span className={styles.spacer} />
          <button type="button" className={styles.secondary} onClick={prev} disabled={index === 0}>
            {GUIDE_MSG.prev}
          </button>
          <button type="button" ref={nextButton} className={styles.primary} onClick={last ? close : next}>
            {last ? GUIDE_MSG.done : GUIDE_MSG.next}
          </button>
        </div>
      </div>
    </div>
  );
}
