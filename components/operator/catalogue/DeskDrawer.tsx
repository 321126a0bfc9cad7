'use client';

import type { ReactNode } from 'react';
import { Alert, Button, Drawer, Space } from 'antd';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import { FieldErrorsContext, type FieldErrors } from './Field';
import StaleAlert from './StaleAlert';
import styles from './desk.module.scss';

interface Props {
  title: string;
  open: boolean;
  size: number;
  onClose: () => void;
  saving: boolean;
  onSave: () => void;
  /** A colleague saved the product first: the refusal with 重新加载 (what was typed stays). */
  stale: boolean;
  onReload: () => Promise<void>;
  /** A refusal that belongs to no field. */
  problem: string | null;
  /** Refusals by field, shown under each Field. */
  errors: FieldErrors;
  children: ReactNode;
}

/** The drawer a SKU or a lot is edited in: 取消 / 保存, the stale-version refusal, a refusal of the whole form, the fields' own. */
export default function DeskDrawer({ title, open, size, onClose, saving, onSave, stale, onReload, problem, errors, children }: Props) {
  return (
    <Drawer
      title={title}
      open={open}
      onClose={onClose}
      size={size}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="primary" loading={saving} onClick={onSave}>
            {T.save}
          </Button>
        </Space>
      }
    >
      {stale && <StaleAlert onReload={onReload} />}
      {problem && <Alert type="error" showIcon title={problem} className={styles.section} />}
      <FieldErrorsContext.Provider value={errors}>{children}</FieldErrorsContext.Provider>
    </Drawer>
  );
}
