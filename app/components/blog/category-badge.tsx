import { Link } from "react-router";
import { categoryName } from "~/modules/blog/categories";
import { cn } from "~/utils/cn";
import { categoryStyle } from "./category-style";

type CategoryBadgeProps = {
  category: string;
  /** Link the badge to its category page (not inside a card, whose link covers it). */
  linked?: boolean;
  className?: string;
};

export function CategoryBadge({ category, linked = false, className }: CategoryBadgeProps) {
  // A preview of a post still without a category shows no empty pill.
  if (!category) return null;
  const classes = cn(
    "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold",
    categoryStyle(category).badge,
    className,
  );
  if (!linked) return <span className={classes}>{categoryName(category)}</span>;
  return (
    <Link
      to={`/blog/category/${category}`}
      className={cn(classes, "underline-offset-2 hover:underline")}
    >
      {categoryName(category)}
    </Link>
  );
}
