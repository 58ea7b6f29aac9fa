import { CircleCheck } from "~/components/ui/icons";
import { cn } from "~/utils/cn";

type CheckListProps = { items: string[]; className?: string; tone?: "light" | "dark" };

/** A bulleted list with check marks. */
export function CheckList({ items, className, tone = "light" }: CheckListProps) {
  return (
    <ul className={cn("space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <CircleCheck
            className={cn(
              "mt-0.5 size-5 shrink-0",
              tone === "dark" ? "text-accent-300" : "text-accent-600",
            )}
            aria-hidden="true"
          />
          <span className={cn("font-medium", tone === "dark" ? "text-navy-100" : "text-navy-900")}>
            {item}
          </span>
        </li>
      ))}
    </ul>
  );
}
