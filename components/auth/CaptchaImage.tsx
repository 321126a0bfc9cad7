'use client';

import { MSG } from '@/lib/messages';
import type { ImageCaptcha } from './useImageCaptcha';
import styles from './auth.module.scss';

/** The captcha picture; a click loads a new one (SPEC §2 "picture verification-code box"). */
export default function CaptchaImage({ captcha }: { captcha: ImageCaptcha }) {
  return (
    <button type="button" className={styles.captcha} onClick={captcha.refresh} title={MSG.captchaRefresh} aria-label={MSG.captchaAlt} data-captcha-key={captcha.key ?? undefined}>
      {captcha.src ? (
        // A data: URL from the API; next/image adds nothing for it.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={captcha.src} alt={MSG.captchaAlt} />
      ) : (
        <span>{captcha.status === 'error' ? MSG.captchaFailed : MSG.loading}</span>
      )}
    </button>
  );
}
