import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import StandardView from '@/components/standards/StandardView';
import { standardMetadata } from '@/components/standards/seo';
import { dataOrNull, required } from '@/lib/api/read';
import { parseStandardNo } from '@/lib/standards/number';
import { readStandardByCode } from '@/lib/standards/read';

type Props = { params: Promise<{ standardCode: string }> };

export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ standardCode: string }[]> => [];

/** The segment as a number key ('GB-T-601-2016' → 'GBT601-2016'), or null when it is not a standard number. */
function keyOf(segment: string): string | null {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return parseStandardNo(text)?.key ?? null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const key = keyOf((await params).standardCode);
  const standard = key === null ? null : await readStandardByCode(key).then(dataOrNull);
  return standard ? standardMetadata(standard) : {};
}

/**
 * The catch-all /standard/{standardCode} (SPEC §2), e.g. /standard/GB-T-601-2016 or /standard/GBT601: renders
 * the standard itself (a number without a year: its current edition), with the id page as canonical — one
 * cached page per spelling, no redirect hop (docs/adr/0032-standards.md). Not a number, or one we do not hold → 404.
 */
export default async function StandardByCodePage({ params }: Props) {
  const key = keyOf((await params).standardCode);
  if (key === null) notFound();
  return <StandardView standard={required(await readStandardByCode(key))} />;
}
