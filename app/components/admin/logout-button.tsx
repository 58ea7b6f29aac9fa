import { Form } from "react-router";
import { LogOut } from "~/components/ui/icons";
import { cn } from "~/utils/cn";

/** Ends the session on the server (POST), then lands on /admin/login. */
export function LogoutButton({
  className,
  label = "Logout",
}: {
  className?: string;
  label?: string;
}) {
  return (
    <Form method="post" action="/admin/logout" className="contents">
      <button type="submit" className={cn("inline-flex items-center gap-2", className)}>
        <LogOut aria-hidden="true" className="h-4 w-4" />
        {label}
      </button>
    </Form>
  );
}
