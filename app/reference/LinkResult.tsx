import { useId, useMemo } from "react";
import { CopyButton } from "../code/CopyButton";
import { qrCode } from "./qr-code";

/** At least this many pixels a module, however long the link, so a phone camera resolves them. */
const modulePx = 3;
const minWidthPx = 192;

/**
 * A hosted payment link an answer returned: as a QR code to open it on a phone, a button that opens
 * it in a new tab, and its text to copy. Loaded only once a console shows a link, so the QR encoder
 * never weighs on a page that is only read.
 */
export default function LinkResult({ link }: { link: string }) {
  const id = useId();
  const qr = useMemo(() => qrCode(link), [link]);
  return (
    <div className="try-it-link" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="try-it-link-title">
        The payment link
      </p>
      {/* Dark on light whatever the theme: QR readers need it, and the margin is part of the code. */}
      <svg
        className="try-it-qr"
        role="img"
        aria-label="QR code of the payment link"
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        width={Math.max(minWidthPx, qr.size * modulePx)}
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <div className="try-it-link-actions">
        <a className="button" href={link} target="_blank" rel="noopener noreferrer">
          Open the link<span className="visually-hidden"> (new tab)</span>
        </a>
        <CopyButton text={() => link} label="Copy the link" />
      </div>
      <p className="try-it-link-text">
        <code>{link}</code>
      </p>
      <p className="try-it-note">A link opens once: opening it here or from the QR code uses it up.</p>
    </div>
  );
}
