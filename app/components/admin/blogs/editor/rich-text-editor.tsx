import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/utils/cn";
import { EditorToolbar } from "./editor-toolbar";
import { EDITOR_EXTENSIONS } from "./extensions";
import { ImagePanel } from "./image-panel";
import { LinkPanel } from "./link-panel";
import "~/styles/prose.css";
import "~/styles/editor.css";

type RichTextEditorProps = {
  /** The form field that carries the HTML ("content"). */
  name: string;
  id: string;
  /** The element that names the field (a visible heading-like label). */
  labelId: string;
  errorId: string;
  invalid: boolean;
  defaultValue: string;
  /** 15 rows, as the spec's content text area. */
  rows?: number;
  /** After each change made by the user (the form re-validates the field). */
  onChange?: () => void;
};

const frame = (invalid: boolean) =>
  cn(
    "overflow-hidden rounded-lg border bg-white shadow-xs focus-within:ring-2",
    invalid
      ? "border-red-600 focus-within:ring-red-600/30"
      : "border-slate-300 focus-within:border-brand-600 focus-within:ring-brand-600/30",
  );

const SOURCE_CLASSES =
  "block w-full resize-y border-0 bg-white px-4 py-3 font-mono text-sm leading-relaxed text-navy-900 focus:outline-none";

/**
 * The post's content: a TipTap rich-text editor with an HTML source view.
 * Whatever is showing, the HTML travels in one form field named `name`, so
 * the form still posts normally; the server sanitizes it either way.
 * Before JavaScript runs (and without it) the field is the plain HTML text
 * area, which the editor replaces once it is ready.
 */
export function RichTextEditor({
  name,
  id,
  labelId,
  errorId,
  invalid,
  defaultValue,
  rows = 15,
  onChange,
}: RichTextEditorProps) {
  const [html, setHtml] = useState(defaultValue);
  const [sourceMode, setSourceMode] = useState(false);
  // One panel at a time under the toolbar: the link's or the image's.
  const [panel, setPanel] = useState<"link" | "image" | null>(null);
  const source = useRef<HTMLTextAreaElement>(null);
  const changed = useRef(false);

  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    content: defaultValue,
    // Rendered on the client only (the server sends the text area).
    immediatelyRender: false,
    injectCSS: false,
    onUpdate: ({ editor: current }) => {
      changed.current = true;
      setHtml(current.getHTML());
    },
  });

  // The editable area is named by the label, described by the error, and invalid with it.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          // The source view's text area holds the id while it shows.
          ...(sourceMode ? {} : { id }),
          role: "textbox",
          tabindex: "0",
          "aria-multiline": "true",
          "aria-labelledby": labelId,
          "aria-describedby": errorId,
          ...(invalid ? { "aria-invalid": "true" } : {}),
          class: "prose-article max-w-none min-h-80 overflow-x-auto px-4 py-3 focus:outline-none",
        },
      },
    });
  }, [editor, id, labelId, errorId, invalid, sourceMode]);

  // Re-validate after the field's value has reached the DOM.
  useEffect(() => {
    if (changed.current) onChange?.();
  }, [html, onChange]);

  function toggleSource() {
    if (!editor) return;
    setPanel(null);
    if (sourceMode) {
      // Back to rich text: the editor parses the HTML (dropping what it cannot show).
      editor.commands.setContent(html, { emitUpdate: false });
      setHtml(editor.getHTML());
      setSourceMode(false);
      editor.commands.focus();
    } else {
      setHtml(editor.getHTML());
      setSourceMode(true);
      requestAnimationFrame(() => source.current?.focus());
    }
  }

  const fieldProps = {
    "aria-labelledby": labelId,
    "aria-describedby": errorId,
    "aria-invalid": invalid || undefined,
  };

  if (!editor) {
    return (
      <div className={frame(invalid)}>
        <textarea
          id={id}
          name={name}
          rows={rows}
          defaultValue={defaultValue}
          className={SOURCE_CLASSES}
          {...fieldProps}
        />
      </div>
    );
  }

  return (
    <div
      className={frame(invalid)}
      onKeyDown={(event) => {
        // Alt+F10 moves to the toolbar, as in other rich-text editors.
        if (event.altKey && event.key === "F10") {
          event.preventDefault();
          event.currentTarget
            .querySelector<HTMLButtonElement>('[role="toolbar"] [tabindex="0"]')
            ?.focus();
        }
      }}
    >
      <EditorToolbar
        editor={editor}
        sourceMode={sourceMode}
        onToggleSource={toggleSource}
        linkOpen={panel === "link"}
        onLink={() => setPanel((open) => (open === "link" ? null : "link"))}
        imageOpen={panel === "image"}
        onImage={() => setPanel((open) => (open === "image" ? null : "image"))}
      />
      {panel === "link" && !sourceMode ? (
        <LinkPanel editor={editor} onClose={() => setPanel(null)} />
      ) : null}
      {panel === "image" && !sourceMode ? (
        <ImagePanel editor={editor} onClose={() => setPanel(null)} />
      ) : null}
      {sourceMode ? (
        <textarea
          ref={source}
          id={id}
          name={name}
          rows={rows}
          value={html}
          spellCheck={false}
          onChange={(event) => {
            changed.current = true;
            setHtml(event.target.value);
          }}
          className={cn(SOURCE_CLASSES, "max-h-[70vh] min-h-80")}
          {...fieldProps}
        />
      ) : (
        <input type="hidden" name={name} value={html} />
      )}
      {/* Kept mounted while the source shows, so undo history survives the switch. */}
      <EditorContent
        editor={editor}
        // Long posts and wide tables scroll inside the editor, under the toolbar.
        className={cn("max-h-[70vh] overflow-auto", sourceMode && "hidden")}
      />
    </div>
  );
}
