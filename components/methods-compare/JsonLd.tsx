import { jsonLdText } from './seo';

/** A <script type="application/ld+json"> ('<' escaped so no text can close the script). */
export default function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
