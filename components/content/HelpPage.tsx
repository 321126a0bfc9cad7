import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import type { HelpArticle, HelpNode } from '@/lib/api/contract/content';
import { formatTime } from '@/lib/china-time';
import { CONTENT_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import ArticleBody from './ArticleBody';
import { helpHref, siblingsOf } from './helpMenu';
import styles from './content.module.scss';

interface Props {
  title: string;
  path: string;
  article: HelpArticle;
  tree: HelpNode[];
}

/** One help article inside the (help) layout: breadcrumbs, the text, the group's other questions, the hotline. */
export default function HelpPage({ title, path, article, tree }: Props) {
  const siblings = siblingsOf(tree, article.id);
  return (
    <div className={styles.help}>
      <Breadcrumbs items={[{ label: M.helpTitle, href: routes.helpLogin() }, { label: title, href: path }, { label: article.name }]} />
      <article>
        <header className={styles.articleHead}>
          <h1 className={styles.articleTitle}>{article.name}</h1>
          <p className={styles.itemMeta}>
            {article.groupName && <span className={styles.tag}>{article.groupName}</span>}
            <span>
              {M.helpUpdated}
              <time dateTime={article.updatedAt}>{formatTime(article.updatedAt, 'date')}</time>
            </span>
          </p>
        </header>
        <ArticleBody html={article.html} />
      </article>
      {siblings.length > 0 && (
        <nav className={styles.helpSiblings} aria-labelledby="help-siblings">
          <h2 id="help-siblings" className={styles.asideTitle}>
            {M.helpInThisGroup}
          </h2>
          <ul>
            {siblings.map((n) => (
              <li key={n.id}>
                <Link prefetch={false} href={helpHref(n)}>
                  {n.name}
                  {n.type === 2 && M.helpExternal}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className={styles.helpNote}>
        {M.helpStillNeed} {site.hotline}
        {M.helpStillNeedHours} <a href={`mailto:${site.email}`}>{site.email}</a>
      </p>
    </div>
  );
}
