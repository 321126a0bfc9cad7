'use client';

import { useEffect, useRef, useState } from 'react';
import { Button, Form, Spin, Upload } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { CUSTOM_ATTACHMENT_MAX_BYTES, CUSTOM_ATTACHMENTS_MAX, CUSTOM_MSG } from '@/lib/api/contract/custom';
import { uploadCustomAttachment } from '@/lib/api/custom';
import { CUSTOM_PAGE_MSG as M } from '@/lib/messages';
import type { DraftAttachment } from '@/stores/customized-goods';
import own from './custom.module.scss';

const MAX_MB = CUSTOM_ATTACHMENT_MAX_BYTES / 1024 / 1024;
/** What the picker offers; the server decides by the bytes (a real PDF, PNG or JPEG). */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
const TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);
const NAMES = /\.(pdf|png|jpe?g)$/i;

/** The browser's first look (count, name or type, size); a refused file is never sent. */
function attachmentProblem(file: Pick<File, 'name' | 'type' | 'size'>, held: number): string | null {
  if (held >= CUSTOM_ATTACHMENTS_MAX) return CUSTOM_MSG.attachmentTooMany;
  if (!TYPES.has(file.type) && !NAMES.test(file.name)) return CUSTOM_MSG.attachmentType;
  if (file.size > CUSTOM_ATTACHMENT_MAX_BYTES) return CUSTOM_MSG.attachmentTooLarge;
  if (file.size === 0) return M.attachmentEmpty;
  return null;
}

/**
 * 附件 of the custom-synthesis form: up to three PDF / PNG / JPG files, each uploaded as soon as it is
 * chosen (it becomes the buyer's draft on the server, bound to the request at submit). The list shows each
 * file's name with a remove button; a refusal — the browser's or the server's — shows under the field.
 */
export default function AttachmentField({
  value,
  onChange,
  error,
}: {
  value: DraftAttachment[];
  /** Takes an update of the latest list: uploads chosen together finish in any order. */
  onChange: (update: (prev: DraftAttachment[]) => DraftAttachment[]) => void;
  error?: string | null;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(0);
  // Files chosen together are checked one after the other against what is held and what is on its way.
  const held = useRef(value.length);
  const pending = useRef(0);
  useEffect(() => {
    held.current = value.length;
  }, [value.length]);

  const pick = async (file: File) => {
    const why = attachmentProblem(file, held.current + pending.current);
    if (why) {
      setProblem(why);
      return;
    }
    setProblem(null);
    pending.current += 1;
    setBusy((n) => n + 1);
    try {
      const row = await uploadCustomAttachment(browserApi, file);
      held.current += 1;
      onChange((prev) => [...prev, { id: row.id, name: row.name }]);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      pending.current -= 1;
      setBusy((n) => n - 1);
    }
  };

  const shown = problem ?? error ?? null;
  return (
    <Form.Item label={M.attachments} validateStatus={shown ? 'error' : undefined} help={shown ?? M.attachmentsRule(CUSTOM_ATTACHMENTS_MAX, MAX_MB)}>
      <Upload
        accept={ACCEPT}
        multiple
        showUploadList={false}
        aria-label={M.addAttachment}
        beforeUpload={(file) => {
          void pick(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button>{M.addAttachment}</Button>
      </Upload>
      {busy > 0 && <Spin size="small" aria-label={M.attachmentUploading} />}
      {value.length > 0 && (
        <ul className={own.attachments} aria-label={M.attachments}>
          {value.map((a) => (
            <li key={a.id}>
              <span>{a.name}</span>
              <Button
                size="small"
                type="link"
                aria-label={M.removeAttachment(a.name)}
                onClick={() => {
                  setProblem(null);
                  onChange((prev) => prev.filter((x) => x.id !== a.id));
                }}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Form.Item>
  );
}
