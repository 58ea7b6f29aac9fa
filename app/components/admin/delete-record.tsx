import type { ReactNode } from "react";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { buttonClasses } from "~/components/ui/button";
import { Trash2 } from "~/components/ui/icons";

/** The intent a detail page's action reads for "delete this record". */
export const DELETE_INTENT = "delete";

/** "Delete …" on a detail page: asks first, then posts the delete intent to the page. */
export function DeleteRecord({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ConfirmDialog
      title={`${label}?`}
      trigger={{
        content: (
          <>
            <Trash2 aria-hidden="true" className="size-4" />
            {label}
          </>
        ),
        className: buttonClasses("danger"),
      }}
      fields={{ intent: DELETE_INTENT }}
      confirmLabel={label}
    >
      {children}
    </ConfirmDialog>
  );
}
