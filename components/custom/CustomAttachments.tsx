'use client';

import { Button } from 'antd';
import { toast } from '@/components/ui/feedback';
import { fileSize } from '@/components/payment/slipCheck';
import { browserApi } from '@/lib/api/browser';
import type { CustomAttachment } from '@/lib/api/contract/custom';
import { customAttachmentFile } from '@/lib/api/custom';
import { CUSTOM_PAGE_MSG as M } from '@/lib/messages';
import own from './custom.module.scss';

/**
 * Saves an attachment under its own name: fetched through the storefront's /api forwarder with the session
 * token (the API serves it to its owner only, and a plain link cannot carry the token), then handed to the
 * browser from an object URL.
 */
async function download(file: CustomAttachment) {
  try {
    const url = URL.createObjectURL(await customAttachmentFile(browserApi, file.id));
    const a = document.createElement('a');
    a.href = url;
    a.download = file.name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (e) {
    void toast.error((e as Error).message);
  }
}

/** The request's attachments (custom details): name, size and a download each; nothing when there are none. */
export default function CustomAttachments({ files }: { files: CustomAttachment[] }) {
  if (files.length === 0) return null;
  return (
    <section aria-label={M.attachments}>
      <h2>{M.attachments}</h2>
      <ul className={own.attachments}>
        {files.map((f) => (
          <li key={f.id}>
            <span>{f.name}</span>
            <span>{fileSize(f.size)}</span>
            <Button type="link" size="small" aria-label={M.downloadAttachment(f.name)} onClick={() => void download(f)}>
              {M.download}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
