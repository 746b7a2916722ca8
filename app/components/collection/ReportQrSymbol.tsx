import { QRCodeSVG } from "qrcode.react";
import { imageVariant } from "~/utils/images";
import { useMuseum } from "~/utils/museum";
import { useRootData } from "~/utils/root-data";

/** The drawn mark, until a manager uploads the museum's own logo (/admin/settings). */
const DRAWN_LOGO_SRC = "/logo.svg";

/**
 * A machine's report-an-issue QR code, the one symbol both the game page and the printed labels draw:
 * level H with the museum's logo in the centre. `size` is in CSS pixels; `className` may scale it.
 */
export function ReportQrSymbol({
  value,
  gameName,
  size = 150,
  className,
}: {
  value: string;
  gameName: string;
  size?: number;
  className?: string;
}) {
  const { logoUrl } = useMuseum();
  const uploadsBase = useRootData()?.uploadsBase;
  // Centre logo (30 px on a 150 px code, a fifth of its side); the modules under it are cleared so it
  // still scans at level H.
  const logo = logoUrl ? imageVariant(logoUrl, 400, uploadsBase) : DRAWN_LOGO_SRC;
  return (
    <QRCodeSVG
      value={value}
      size={size}
      level="H"
      title={`QR code: report an issue with ${gameName}`}
      imageSettings={{ src: logo, height: size / 5, width: size / 5, excavate: true }}
      className={className}
    />
  );
}
