import { MSG } from '@/lib/messages';

const OVERLAY_ID = 'upgrade-overlay';

/**
 * A plain ES5 check that runs while the HTML is parsed, before (and independently of) the React
 * bundles, which an outdated browser may not even be able to parse. It reveals the overlay when
 * fetch, Promise, CSS custom properties or grid are missing, or Chrome is older than 90.
 */
const CHECK = `(function(){try{var w=window,ok=typeof w.fetch==='function'&&typeof w.Promise==='function'&&!!w.CSS&&CSS.supports('--a','0')&&CSS.supports('display','grid');var m=/Chrome\\/(\\d+)/.exec(navigator.userAgent);if(m&&!/Edg\\/|OPR\\//.test(navigator.userAgent)&&+m[1]<90)ok=false;if(!ok){document.getElementById('${OVERLAY_ID}').style.display='flex';}}catch(e){document.getElementById('${OVERLAY_ID}').style.display='flex';}})();`;

const box: React.CSSProperties = {
  display: 'none',
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 3000,
  background: 'rgba(15, 23, 42, 0.72)',
  alignItems: 'center',
  justifyContent: 'center',
};
const panel: React.CSSProperties = {
  width: 460,
  maxWidth: '90%',
  padding: '32px 36px',
  background: '#fff',
  borderRadius: 8,
  textAlign: 'center',
  lineHeight: 1.7,
};

/** "Please upgrade" overlay (SPEC §2 overlays). Inline styles: an old browser may not load our CSS. */
export default function UpgradeOverlay() {
  return (
    <>
      <div id={OVERLAY_ID} role="alertdialog" aria-labelledby={`${OVERLAY_ID}-title`} style={box} suppressHydrationWarning>
        <div style={panel}>
          <h2 id={`${OVERLAY_ID}-title`} style={{ margin: '0 0 12px', fontSize: 20, color: '#0b4ea2' }}>
            {MSG.upgradeTitle}
          </h2>
          <p style={{ margin: '0 0 20px', color: '#4e5969' }}>{MSG.upgradeText}</p>
          <p style={{ margin: 0 }}>
            <a href="https://www.google.cn/chrome/" target="_blank" rel="noopener noreferrer" style={{ color: '#0b4ea2', marginRight: 24 }}>
              {MSG.downloadChrome}
            </a>
            <a href="https://www.microsoft.com/zh-cn/edge" target="_blank" rel="noopener noreferrer" style={{ color: '#0b4ea2' }}>
              {MSG.downloadEdge}
            </a>
          </p>
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: CHECK }} />
    </>
  );
}
