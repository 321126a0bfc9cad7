import AgreementPrivacy, { agreementMetadata } from './AgreementPrivacy';

/**
 * /agreementPrivacy with a query string, rendered per request; the bare address is served from the page cache
 * (proxy.ts → lib/http/cachedShell.ts → app/(main)/shell/{name}/[v]).
 */
export const dynamic = 'force-dynamic';

export const metadata = agreementMetadata;

export default function AgreementPrivacyPage() {
  return <AgreementPrivacy />;
}
