import type { Metadata } from 'next';
import HelpGroupGuide from '@/components/content/HelpGroupGuide';
import HelpPage from '@/components/content/HelpPage';
import { HELP_SECTION, helpSectionMetadata, loadHelpSection, type HelpSearchParams } from '@/components/content/helpSection';

/** Reads its query: rendered per request; the tree and article reads are cached 300 s under the `help` tag. */
export const dynamic = 'force-dynamic';

type Props = { searchParams: HelpSearchParams };

export const generateMetadata = ({ searchParams }: Props): Promise<Metadata> => helpSectionMetadata('member', searchParams);

/** /helpCenter/memberProblem?id=: an article of the help centre's member section (components/content/helpSection.ts). */
export default async function HelpMemberPage({ searchParams }: Props) {
  const { tree, article, group } = await loadHelpSection('member', searchParams);
  if (group) return <HelpGroupGuide group={group} />;
  return <HelpPage title={HELP_SECTION.member.title} path={HELP_SECTION.member.path()} article={article} tree={tree} />;
}
