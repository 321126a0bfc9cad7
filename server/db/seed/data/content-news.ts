import type { SeedArticle } from './content-types';
import { companyNews } from './content-news-company';
import { industryNews } from './content-news-industry';
import { regulationNews } from './content-news-regulation';
import { technicalNews } from './content-news-technical';

/** Every seeded article (32): keys are unique (tests/api/content.test.ts checks it). */
export const newsSeed: SeedArticle[] = [...industryNews, ...regulationNews, ...companyNews, ...technicalNews];
