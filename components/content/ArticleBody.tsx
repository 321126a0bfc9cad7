import styles from './content.module.scss';

/**
 * An article's HTML. It was rendered from Markdown and sanitised by the mall API (server/services/content/
 * markdown.ts: marked + sanitize-html) — the only HTML of the shop that comes from the database.
 */
export default function ArticleBody({ html }: { html: string }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
