import { describe, expect, it } from 'vitest';
import { externalUrl } from '@/lib/http/external-url';

/** /jumpIndex follows only absolute http(s) URLs. */
describe('externalUrl (/jumpIndex)', () => {
  it('accepts http and https URLs and shows them in full', () => {
    expect(externalUrl('https://www.nmpa.gov.cn/yaopin/index.html')).toEqual({ ok: true, url: 'https://www.nmpa.gov.cn/yaopin/index.html', host: 'www.nmpa.gov.cn' });
    expect(externalUrl(' http://example.com ')).toMatchObject({ ok: true, url: 'http://example.com/' });
  });

  it('refuses other schemes, relative and protocol-relative links, credentials and a missing URL', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example', '/orderCenter', 'ftp://example.com', 'https://user:pw@example.com', 'https://']) {
      expect(externalUrl(bad), bad).toEqual({ ok: false, reason: 'bad' });
    }
    expect(externalUrl(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(externalUrl('  ')).toEqual({ ok: false, reason: 'missing' });
  });
});
