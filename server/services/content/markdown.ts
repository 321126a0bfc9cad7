import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Articles (news, help) are stored as Markdown and leave the API as HTML made here, once: `marked` renders,
 * `sanitize-html` keeps only the tags and attributes an article needs. Scripts, event handlers, styles,
 * iframes and any URL scheme other than http(s), mailto and tel are dropped, whoever wrote the Markdown
 * (the operator's editor is a text field; a leaked admin token must not become stored XSS for every visitor).
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 'del', 'code', 'pre',
    'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'sub', 'sup',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['align'], td: ['align'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped with their content: what is inside a <script> is never text for the reader.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // An article's first level is the page's h1: Markdown '#' becomes h2, and so on.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // Links to other sites open in a new tab without handing them the opener or the referrer.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } : attribs };
    },
  },
};

/** Markdown → sanitised HTML, the only way article text becomes HTML. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, ALLOWED);
}

/** Plain text of Markdown (RSS summaries, search descriptions): rendered, then every tag dropped. */
export function markdownText(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }), { allowedTags: [], allowedAttributes: {}, nonTextTags: ALLOWED.nonTextTags })
    .replace(/\s+/g, ' ')
    .trim();
}
