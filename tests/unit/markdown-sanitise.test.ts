import { describe, expect, it } from 'vitest';
import { markdownText, renderMarkdown } from '../../server/services/content/markdown';

describe('article Markdown → sanitised HTML', () => {
  it('renders the Markdown an article uses', () => {
    const html = renderMarkdown('# 标题\n\n正文**加粗**，见 [NMPA](https://www.nmpa.gov.cn/)。\n\n| 项目 | 要求 |\n|---|---|\n| 储存 | 2-8 ℃ |\n\n- 一\n- 二');
    expect(html).toContain('<h2>标题</h2>');
    expect(html).toContain('<strong>加粗</strong>');
    expect(html).toContain('<a href="https://www.nmpa.gov.cn/" target="_blank" rel="noopener noreferrer nofollow">NMPA</a>');
    expect(html).toContain('<td>2-8 ℃</td>');
    expect(html).toContain('<li>二</li>');
  });

  it('strips scripts with their content', () => {
    const html = renderMarkdown('前<script>alert(document.cookie)</script>后\n\n<script src="https://evil.example/x.js"></script>');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('alert');
    expect(html).toContain('前后');
  });

  it('strips event handlers such as onerror and the tags that carry them', () => {
    const html = renderMarkdown('<img src=x onerror="alert(1)">\n\n<p onclick="steal()">段落</p>\n\n<svg onload="alert(1)"></svg>');
    expect(html).not.toMatch(/onerror|onclick|onload|<img|<svg/i);
    expect(html).toContain('<p>段落</p>');
  });

  it('strips javascript: and data: links, in Markdown and in raw HTML', () => {
    const html = renderMarkdown('[点我](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">再点</a> <a href="data:text/html,<script>x</script>">三</a> [ok](/helpCenter/memberProblem)');
    expect(html).not.toMatch(/javascript:|data:/i);
    expect(html).toContain('点我');
    expect(html).toContain('<a href="/helpCenter/memberProblem">ok</a>');
  });

  it('drops iframes, styles and style attributes', () => {
    const html = renderMarkdown('<iframe src="https://evil.example"></iframe><style>body{display:none}</style><p style="position:fixed">x</p>');
    expect(html).not.toMatch(/iframe|<style|style=/i);
  });

  it('gives plain text for summaries', () => {
    expect(markdownText('## 小标题\n\n正文 <b>粗</b><script>x()</script>')).toBe('小标题 正文 粗');
  });
});
