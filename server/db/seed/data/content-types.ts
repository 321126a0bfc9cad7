import type { HelpSection, NewsCategory } from '../../../../lib/api/contract/content';

/** A seeded news article: Markdown body, dated (China time, 09:00), naming its source where facts are external. */
export interface SeedArticle {
  key: string;
  category: NewsCategory;
  /** yyyy-mm-dd */
  date: string;
  title: string;
  summary: string;
  source?: string;
  sourceUrl?: string;
  body: string;
}

/** A help-centre node: a group (with children), an article (type 1, body) or an external link (type 2, url). */
export interface SeedHelpNode {
  key: string;
  name: string;
  section: HelpSection;
  description?: string;
  body?: string;
  url?: string;
  children?: SeedHelpNode[];
}
