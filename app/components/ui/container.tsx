import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";

/** The page's content width with its side padding (the `page-width` utility in app.css). */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("page-width", className)} {...props} />;
}
