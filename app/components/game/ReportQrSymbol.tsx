import { QRCodeSVG } from "qrcode.react";

/** Centre logo of the QR code (spec: 30 px on a 150 px code, a fifth of its side); the modules under it are cleared so it still scans at level H. */
const QR_LOGO_SRC = "/logo.svg";

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
  return (
    <QRCodeSVG
      value={value}
      size={size}
      level="H"
      title={`QR code: report an issue with ${gameName}`}
      imageSettings={{ src: QR_LOGO_SRC, height: size / 5, width: size / 5, excavate: true }}
      className={className}
    />
  );
}
