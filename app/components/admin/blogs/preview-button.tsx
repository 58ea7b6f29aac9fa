import { buttonClasses } from "~/components/ui/button";
import { ScanEye } from "~/components/ui/icons";

const PREVIEW_ACTION = "/admin/blogs/preview";

/** Posts a copy of the form into a new tab, past the router (which would stay in this one). */
function previewInNewTab(form: HTMLFormElement) {
  const copy = document.createElement("form");
  copy.method = "post";
  copy.action = PREVIEW_ACTION;
  copy.target = "_blank";
  copy.hidden = true;
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    copy.append(input);
  }
  document.body.append(copy);
  copy.submit();
  copy.remove();
}

/**
 * The post as typed, in a new tab, without saving (new and edit alike).
 * Without JavaScript the button itself posts the form there.
 */
export function PreviewButton() {
  return (
    <button
      type="submit"
      formAction={PREVIEW_ACTION}
      formTarget="_blank"
      formNoValidate
      className={buttonClasses("secondary", "lg", "w-full sm:w-auto")}
      onClick={(event) => {
        const { form } = event.currentTarget;
        if (!form) return;
        event.preventDefault();
        previewInNewTab(form);
      }}
    >
      <ScanEye aria-hidden="true" className="size-5" />
      Preview
      <span className="sr-only"> (opens in a new tab)</span>
    </button>
  );
}
