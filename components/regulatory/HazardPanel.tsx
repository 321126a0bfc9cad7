import type { ProductControlsView, HazardSummary } from '@/lib/api/contract/regulatory';
import { REG_MSG } from '@/lib/messages';
import ControlMarks from './ControlMarks';
import GhsPictogram from './GhsPictogram';
import styles from './regulatory.module.scss';

const isControlled = (c: ProductControlsView) => c.precursorCategory !== null || c.explosivePrecursor || c.hazardous;

/**
 * The goods detail's hazard block: control badges, GHS pictograms, signal word, H statements and the transport
 * classification when recorded. A controlled product without recorded GHS data says so; a product with neither
 * shows nothing.
 */
export default function HazardPanel({ controls, hazard }: { controls: ProductControlsView; hazard: HazardSummary | null }) {
  if (!hazard && !isControlled(controls)) return null;
  const transport = hazard ? REG_MSG.transportText(hazard.unNumber, hazard.transportClass, hazard.packingGroup) : '';
  return (
    <section className={styles.panel} aria-labelledby="hazard-title" data-testid="hazard-panel">
      <h2 id="hazard-title" className={styles.panelTitle}>
        {REG_MSG.hazardTitle}
      </h2>
      <ControlMarks controls={controls} />
      {hazard ? (
        <>
          {(hazard.pictograms.length > 0 || hazard.signalWord) && (
            <div className={styles.row}>
              {hazard.pictograms.length > 0 && (
                <span className={styles.pictos} aria-label={REG_MSG.pictograms}>
                  {hazard.pictograms.map((code) => (
                    <GhsPictogram key={code} code={code} />
                  ))}
                </span>
              )}
              {hazard.signalWord && (
                <span>
                  {REG_MSG.signalWord}：<span className={hazard.signalWord === '危险' ? styles.signal : styles.signalWarn}>{hazard.signalWord}</span>
                </span>
              )}
            </div>
          )}
          {hazard.hStatements.length > 0 && (
            <div>
              {REG_MSG.hStatements}：
              <ul className={styles.statements}>
                {hazard.hStatements.map((h) => (
                  <li key={h.code}>
                    {h.code} {h.text}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {transport && (
            <p className={styles.row}>
              {REG_MSG.transport}：{transport}
            </p>
          )}
          <p className={styles.muted}>{REG_MSG.msdsHint}</p>
        </>
      ) : (
        <p className={styles.muted}>{REG_MSG.noHazardData}</p>
      )}
    </section>
  );
}
