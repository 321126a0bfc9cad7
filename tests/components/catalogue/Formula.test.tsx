import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import Formula from '@/components/catalogue/Formula';

const html = (formula: string) => render(<Formula formula={formula} />).container.innerHTML.replace(/<!-- -->/g, '');

describe('Formula', () => {
  it('writes counts as subscripts', () => {
    expect(html('C9H8O4')).toBe('<span translate="no"><span>C</span><sub>9</sub><span>H</span><sub>8</sub><span>O</span><sub>4</sub></span>');
  });

  it('writes isotope mass numbers as superscripts', () => {
    expect(html('C5[13C]3H10N4O2')).toContain('<span><sup>13</sup>C</span><sub>3</sub>');
  });

  it('shows a dash for no formula and keeps salts readable', () => {
    expect(html('')).toBe('—');
    expect(html('C4H11N5.ClH')).toContain('<span>.ClH</span>');
  });
});
