import type { Editor } from "@tiptap/react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { INPUT_CLASSES } from "~/components/ui/form-field";
import { isLinkAddress } from "./extensions";

const INVALID_LINK = "Enter an address starting with https://, mailto:, / or #";

/**
 * Adds, changes or removes the link at the selection. Enter applies and
 * Escape cancels (neither submits the post form); focus returns to the text.
 */
export function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current = (editor.getAttributes("link").href as string | undefined) ?? "";
  const [href, setHref] = useState(current);
  const [error, setError] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    input.current?.focus();
  }, []);

  function close() {
    onClose();
    editor.commands.focus();
  }

  function apply() {
    const value = href.trim();
    if (!value) return remove();
    if (!isLinkAddress(value)) {
      setError(INVALID_LINK);
      input.current?.focus();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected: the address itself becomes the linked text.
      chain
        .insertContent({
          type: "text",
          text: value,
          marks: [{ type: "link", attrs: { href: value } }],
        })
        .run();
    } else {
      chain.setLink({ href: value }).run();
    }
    onClose();
  }

  function remove() {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  }

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      className="flex flex-wrap items-end gap-3 border-b border-slate-200 bg-white px-3 py-3"
    >
      <div className="min-w-56 flex-1">
        <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-navy-900">
          Link address
        </label>
        <input
          ref={input}
          id={id}
          type="text"
          inputMode="url"
          value={href}
          placeholder="https://example.com or /contact"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            setError("");
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            } else if (event.key === "Escape") {
              event.preventDefault();
              close();
            }
          }}
          className={`${INPUT_CLASSES} mt-1.5`}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button variant="primary" onClick={apply}>
          Apply
        </Button>
        {current ? (
          <Button variant="danger" onClick={remove}>
            Remove link
          </Button>
        ) : null}
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
