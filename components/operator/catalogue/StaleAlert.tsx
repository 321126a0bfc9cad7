'use client';

import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { DESK_MSG } from '@/lib/api/contract/catalogue-desk';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import styles from './desk.module.scss';

interface Props {
  /** Reads the product as saved now; what the person typed stays in the form. */
  onReload: () => Promise<void>;
}

/** A save was refused: a colleague saved the product first. Nothing typed is lost; 重新加载 brings their version in. */
export default function StaleAlert({ onReload }: Props) {
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // Saved from the bottom of a long form: the refusal comes into view.
  useEffect(() => box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }), []);
  return (
    <div ref={box}>
      <Alert
        type="error"
        showIcon
        role="alert"
        title={DESK_MSG.stale}
        className={styles.section}
        action={
          <Button
            size="small"
            type="primary"
            danger
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onReload();
              } finally {
                setBusy(false);
              }
            }}
          >
            {T.reload}
          </Button>
        }
      />
    </div>
  );
}
