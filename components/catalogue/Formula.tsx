import type { ReactNode } from 'react';

/**
 * A molecular formula with its counts as subscripts: C17H19NO3 → C₁₇H₁₉NO₃. An isotope written as
 * [13C] shows its mass number as a superscript (¹³C), as on a certificate.
 */
const TOKEN = /\[(\d+)([A-Z][a-z]?)\]|(\d+)|([^\d[]+|\[)/g;

export default function Formula({ formula }: { formula: string }) {
  if (!formula) return <>—</>;
  const parts: ReactNode[] = [];
  let i = 0;
  for (const m of formula.matchAll(TOKEN)) {
    const key = i++;
    if (m[1]) {
      parts.push(
        <span key={key}>
          <sup>{m[1]}</sup>
          {m[2]}
        </span>,
      );
    } else if (m[3]) {
      parts.push(m.index === 0 ? <span key={key}>{m[3]}</span> : <sub key={key}>{m[3]}</sub>);
    } else {
      parts.push(<span key={key}>{m[4]}</span>);
    }
  }
  return (
    <span translate="no">
      {parts}
    </span>
  );
}
