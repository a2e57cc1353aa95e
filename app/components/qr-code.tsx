import { encode } from "uqr";

/**
 * A QR code drawn as SVG squares from the encoded matrix: no HTML strings, nothing fetched. The text is also shown
 * beside it by the caller for those who cannot scan.
 */
export function QrCode({ value, label, size = 192 }: { value: string; label: string; size?: number }) {
  const { data } = encode(value, { border: 2 });
  const cells = data.length;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${cells} ${cells}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-md bg-white"
    >
      <path
        fill="#000"
        d={data
          .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : "")))
          .filter(Boolean)
          .join("")}
      />
    </svg>
  );
}
