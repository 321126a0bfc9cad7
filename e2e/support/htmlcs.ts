import fs from 'node:fs';
import type { Page } from '@playwright/test';

/*
 * HTML_CodeSniffer, the engine pa11y runs by default (@pa11y/html_codesniffer), on the page as it stands: the same
 * script pa11y injects, without pa11y's own browser (Playwright's Chromium runs it). WCAG 2 AA, as pa11y's default.
 */
const HTMLCS_SOURCE = fs.readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

/** HTMLCS message types: 1 error, 2 warning, 3 notice. */
export interface HtmlcsIssue {
  type: 1 | 2 | 3;
  code: string;
  message: string;
  /** The element's opening tag, for the report. */
  element: string;
}

declare global {
  interface Window {
    HTMLCS: {
      process: (standard: string, element: Document, done: () => void) => void;
      getMessages: () => { type: 1 | 2 | 3; code: string; msg: string; element: Element }[];
    };
  }
}

/** Every error and warning HTMLCS reports on the current page (notices left out, as pa11y leaves them out). */
export async function htmlcsIssues(page: Page): Promise<HtmlcsIssue[]> {
  await page.addScriptTag({ content: HTMLCS_SOURCE });
  return page.evaluate(
    () =>
      new Promise<HtmlcsIssue[]>((resolve) => {
        window.HTMLCS.process('WCAG2AA', window.document, () => {
          resolve(
            window.HTMLCS.getMessages()
              .filter((m) => m.type !== 3)
              .map((m) => ({ type: m.type, code: m.code, message: m.msg, element: m.element.outerHTML.slice(0, m.element.outerHTML.indexOf('>') + 1) })),
          );
        });
      }),
  );
}

/**
 * The warnings that name a fault in our markup rather than ask a person to check something: a heading before the
 * page's h1 (G141) and a data table without a caption (H39.3.NoCaption). Errors are faults whatever their code.
 */
export const FAULT_WARNINGS = [/\.G141$/, /\.H39\.3\.NoCaption$/];

export const isFault = (issue: HtmlcsIssue) => issue.type === 1 || FAULT_WARNINGS.some((re) => re.test(issue.code));
