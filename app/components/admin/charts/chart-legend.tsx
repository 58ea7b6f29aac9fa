/** A chart's colour key: a swatch (a background class) beside each series' name. */
export function ChartLegend({
  items,
  className = "flex gap-4 text-sm text-slate-700",
}: {
  items: ReadonlyArray<{ key: string; label: string; swatch: string }>;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-2">
          <span aria-hidden="true" className={`h-3 w-3 rounded-sm ${item.swatch}`} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
