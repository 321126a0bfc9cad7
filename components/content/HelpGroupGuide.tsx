import PageGuide from '@/components/ui/PageGuide';
import type { HelpNode } from '@/lib/api/contract/content';
import { PAGE_GUIDE_MSG as G } from '@/lib/messages';
import { groupLinks } from './helpMenu';

/** A help page given a group's id (a heading of the menu, not an article): the group's questions to choose from. */
export default function HelpGroupGuide({ group }: { group: HelpNode }) {
  return <PageGuide title={group.name} text={G.helpGroupText(group.name, group.description)} links={groupLinks(group)} />;
}
