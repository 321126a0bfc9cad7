/** A molecular formula with its counts as subscripts: C17H19NO3 → C₁₇H₁₉NO₃. */
export default function Formula({ formula }: { formula: string }) {
  if (!formula) return <>—</>;
  const parts = formula.split(/(\d+)/).filter(Boolean);
  return (
    <span translate="no">
      {parts.map((part, i) => (/^\d+$/.test(part) && i > 0 ? <sub key={i}>{part}</sub> : <span key={i}>{part}</span>))}
    </span>
  );
}
