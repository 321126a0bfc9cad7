import Link from 'next/link';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './auth.module.scss';

/**
 * SPEC §2 Login: unregistered users are registered automatically, and logging in / registering means
 * accepting the user agreement and the privacy statement. The links open a new tab so a half-filled
 * form (or the pop-up) stays where it is.
 */
export default function AgreementNote({ autoRegister = true }: { autoRegister?: boolean }) {
  return (
    <p className={styles.note}>
      {autoRegister && (
        <>
          {MSG.autoRegisterNote}
          <br />
        </>
      )}
      {MSG.agreementPrefix}
      <AgreementLinks />
    </p>
  );
}

export function AgreementLinks() {
  return (
    <>
      <Link prefetch={false} href={`${routes.agreementPrivacy}#agreement`} target="_blank" rel="noopener">
        {MSG.userAgreement}
      </Link>
      {MSG.and}
      <Link prefetch={false} href={`${routes.agreementPrivacy}#privacy`} target="_blank" rel="noopener">
        {MSG.privacyPolicy}
      </Link>
    </>
  );
}
