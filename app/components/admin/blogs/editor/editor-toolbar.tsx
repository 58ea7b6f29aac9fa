import { useEditorState, type Editor } from "@tiptap/react";
import { useRef, useState, type KeyboardEvent } from "react";
import {
  Bold,
  CodeXml,
  FileCode,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Undo2,
  type IconComponent,
} from "~/components/ui/icons";
import { cn } from "~/utils/cn";

type ToolState = { active: boolean; enabled: boolean };

type Tool = {
  key: string;
  label: string;
  icon: IconComponent;
  /** Toggles show their state with aria-pressed; undo/redo are plain buttons. */
  toggle: boolean;
  state: (editor: Editor) => ToolState;
  run: (editor: Editor) => void;
};

const mark = (name: string, run: (editor: Editor) => void) => ({
  state: (editor: Editor) => ({ active: editor.isActive(name), enabled: true }),
  run,
});

const TOOL_GROUPS: Tool[][] = [
  [
    {
      key: "h2",
      label: "Heading 2",
      icon: Heading2,
      toggle: true,
      state: (e) => ({ active: e.isActive("heading", { level: 2 }), enabled: true }),
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: "h3",
      label: "Heading 3",
      icon: Heading3,
      toggle: true,
      state: (e) => ({ active: e.isActive("heading", { level: 3 }), enabled: true }),
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
  ],
  [
    {
      key: "bold",
      label: "Bold",
      icon: Bold,
      toggle: true,
      ...mark("bold", (e) => e.chain().focus().toggleBold().run()),
    },
    {
      key: "italic",
      label: "Italic",
      icon: Italic,
      toggle: true,
      ...mark("italic", (e) => e.chain().focus().toggleItalic().run()),
    },
    {
      key: "strike",
      label: "Strikethrough",
      icon: Strikethrough,
      toggle: true,
      ...mark("strike", (e) => e.chain().focus().toggleStrike().run()),
    },
  ],
  [
    {
      key: "bullets",
      label: "Bulleted list",
      icon: List,
      toggle: true,
      ...mark("bulletList", (e) => e.chain().focus().toggleBulletList().run()),
    },
    {
      key: "numbers",
      label: "Numbered list",
      icon: ListOrdered,
      toggle: true,
      ...mark("orderedList", (e) => e.chain().focus().toggleOrderedList().run()),
    },
    {
      key: "quote",
      label: "Quote",
      icon: Quote,
      toggle: true,
      ...mark("blockquote", (e) => e.chain().focus().toggleBlockquote().run()),
    },
    {
      key: "code",
      label: "Code block",
      icon: FileCode,
      toggle: true,
      ...mark("codeBlock", (e) => e.chain().focus().toggleCodeBlock().run()),
    },
  ],
  [
    {
      key: "undo",
      label: "Undo",
      icon: Undo2,
      toggle: false,
      state: (e) => ({ active: false, enabled: e.can().undo() }),
      run: (e) => e.chain().focus().undo().run(),
    },
    {
      key: "redo",
      label: "Redo",
      icon: Redo2,
      toggle: false,
      state: (e) => ({ active: false, enabled: e.can().redo() }),
      run: (e) => e.chain().focus().redo().run(),
    },
  ],
];

const TOOLS = TOOL_GROUPS.flat();

type EditorToolbarProps = {
  editor: Editor;
  /** The HTML source is showing: formatting is off, only the toggle works. */
  sourceMode: boolean;
  onToggleSource: () => void;
  linkOpen: boolean;
  onLink: () => void;
  imageOpen: boolean;
  onImage: () => void;
};

const BUTTON =
  "inline-flex size-9 items-center justify-center rounded-md text-slate-700 transition-colors hover:bg-slate-100 hover:text-navy-900 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent aria-pressed:bg-navy-900 aria-pressed:text-white aria-pressed:hover:bg-navy-800";

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one Tab stop, arrow
 * keys, Home and End move between the buttons; toggles report their state
 * with aria-pressed. Buttons keep the editor's selection (no focus steal on
 * mouse down).
 */
export function EditorToolbar({
  editor,
  sourceMode,
  onToggleSource,
  linkOpen,
  onLink,
  imageOpen,
  onImage,
}: EditorToolbarProps) {
  const states = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const result: Record<string, ToolState> = {
        link: { active: current.isActive("link"), enabled: true },
        image: { active: current.isActive("figure") || current.isActive("image"), enabled: true },
      };
      for (const tool of TOOLS) result[tool.key] = tool.state(current);
      return result;
    },
  });
  const [focusKey, setFocusKey] = useState("h2");
  const toolbar = useRef<HTMLDivElement>(null);

  const enabled = (key: string) =>
    key === "source" || (!sourceMode && (states?.[key]?.enabled ?? true));
  const order = [...TOOLS.map((tool) => tool.key), "link", "image", "source"];
  const tabStop = enabled(focusKey) ? focusKey : (order.find(enabled) ?? "source");

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [
      ...(toolbar.current?.querySelectorAll<HTMLButtonElement>("button:not(:disabled)") ?? []),
    ];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % buttons.length
        : event.key === "ArrowLeft"
          ? (index - 1 + buttons.length) % buttons.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? buttons.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  }

  const button = (
    key: string,
    label: string,
    Icon: IconComponent,
    pressed: boolean | undefined,
    onClick: () => void,
  ) => (
    <button
      key={key}
      type="button"
      className={BUTTON}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={!enabled(key)}
      tabIndex={key === tabStop ? 0 : -1}
      onFocus={() => setFocusKey(key)}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-[18px]" />
    </button>
  );

  return (
    <div
      ref={toolbar}
      role="toolbar"
      aria-label="Formatting"
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 px-2 py-1.5"
    >
      {TOOL_GROUPS.map((group, index) => (
        <div
          key={index}
          className={cn("flex items-center gap-0.5", index > 0 && "border-l border-slate-200 pl-1")}
        >
          {group.map((tool) =>
            button(
              tool.key,
              tool.label,
              tool.icon,
              tool.toggle ? Boolean(states?.[tool.key]?.active) && !sourceMode : undefined,
              () => tool.run(editor),
            ),
          )}
          {index === 1
            ? button(
                "link",
                "Link",
                Link,
                (states?.link?.active || linkOpen) && !sourceMode,
                onLink,
              )
            : null}
          {index === 1
            ? button("image", "Image", ImagePlus, imageOpen && !sourceMode, onImage)
            : null}
        </div>
      ))}
      <div className="ml-auto flex items-center border-l border-slate-200 pl-1">
        <button
          type="button"
          className={cn(BUTTON, "w-auto gap-1.5 px-2.5 text-sm font-medium")}
          aria-pressed={sourceMode}
          tabIndex={tabStop === "source" ? 0 : -1}
          onFocus={() => setFocusKey("source")}
          onMouseDown={(event) => event.preventDefault()}
          onClick={onToggleSource}
        >
          <CodeXml aria-hidden="true" className="size-[18px]" />
          HTML source
        </button>
      </div>
    </div>
  );
}
