'use client';

import { useRef, useState } from 'react';
import { Avatar, Button } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { toast } from '@/components/ui/feedback';
import { rejectionMessage } from '@/components/auth/failure';
import { browserApi } from '@/lib/api/browser';
import { avatarSrc, uploadAvatar } from '@/lib/api/security';
import { UPLOAD_DEFAULT_MAX_BYTES } from '@/lib/constants';
import { SECURITY_MSG } from '@/lib/messages';
import { imageUploadProblem } from '@/lib/validation';
import styles from './security.module.scss';

/** The avatar and its upload: PNG / JPEG up to 3 MB (SPEC §5 generic rule) checked here, the bytes again by the API. */
export default function AvatarPicker({ avatar, onDone }: { avatar: string | null; onDone: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refused = imageUploadProblem(file, 0, { maxImages: 1, maxBytes: UPLOAD_DEFAULT_MAX_BYTES });
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    try {
      await uploadAvatar(browserApi, file);
      void toast.success(SECURITY_MSG.avatarSaved);
      onDone();
    } catch (err) {
      const text = rejectionMessage(err);
      if (text) setProblem(text);
    } finally {
      setBusy(false);
    }
  };
  const src = avatarSrc(avatar);
  return (
    <div className={styles.avatar}>
      <Avatar size={72} src={src ?? undefined} icon={src ? undefined : <UserOutlined />} alt={SECURITY_MSG.avatar} />
      <div>
        <input ref={input} type="file" accept="image/png,image/jpeg" hidden aria-label={SECURITY_MSG.avatarUpload} onChange={(e) => void pick(e.target.files?.[0])} />
        <Button loading={busy} onClick={() => input.current?.click()}>
          {SECURITY_MSG.avatarUpload}
        </Button>
        <p className={styles.hint}>{SECURITY_MSG.avatarHint}</p>
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
