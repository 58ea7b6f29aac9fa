import type { CommandProps, Editor } from "@tiptap/react";
import { GapCursor } from "@tiptap/pm/gapcursor";
import { TextSelection } from "@tiptap/pm/state";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FieldErrors, INPUT_CLASSES } from "~/components/ui/form-field";
import { ImagePlus, Loader2 } from "~/components/ui/icons";
import { POST_MESSAGES } from "~/modules/blog/post-messages";
import { isImageUrl } from "~/modules/blog/post-schema";
import { ACCEPTED_MEDIA_TYPES } from "~/modules/media/media-limits";
import { UploadStatus } from "~/components/admin/blogs/upload-status";
import { MediaPickerButton } from "~/components/admin/media/media-picker";
import { useMediaUpload } from "~/components/admin/blogs/use-media-upload";

type Problems = { src?: string; alt?: string };

/**
 * Puts an image into the post as a figure: uploaded here, chosen from the
 * media library (its description becomes the alt text) or by address,
 * with alt text (required: the server refuses images without it too) and an
 * optional caption. Enter inserts and Escape cancels (neither submits the
 * post form); focus returns to the text. Opened low on the screen, it
 * scrolls up whole, so Insert is not left under the form's sticky buttons.
 */
export function ImagePanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId();
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [caption, setCaption] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const { upload, send } = useMediaUpload();
  const address = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    address.current?.focus({ preventScroll: true });
    // The page's scroll padding keeps it clear of the sticky header and action bar.
    panel.current?.scrollIntoView({ block: "nearest" });
  }, []);

  function close() {
    onClose();
    editor.commands.focus();
  }

  function insert() {
    const image = src.trim();
    const text = alt.trim();
    const found: Problems = {
      src: !image
        ? POST_MESSAGES.imageAddressRequired
        : isImageUrl(image)
          ? undefined
          : POST_MESSAGES.imageUrl,
      alt: text ? undefined : POST_MESSAGES.imageAltRequired,
    };
    setProblems(found);
    if (found.src) return address.current?.focus();
    if (found.alt) return altInput.current?.focus();
    const label = caption.trim();
    editor
      .chain()
      .focus()
      .insertContent({
        type: "figure",
        content: [
          { type: "image", attrs: { src: image, alt: text } },
          ...(label ? [{ type: "figcaption", content: [{ type: "text", text: label }] }] : []),
        ],
      })
      .command(caretAfterFigure)
      .run();
    onClose();
  }

  const keys = (event: React.KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      insert();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  };

  const invalid = (name: keyof Problems, extra = "") => ({
    "aria-invalid": problems[name] ? true : undefined,
    "aria-describedby": `${id}-${name}-error${extra}`,
  });

  return (
    <div
      ref={panel}
      role="group"
      aria-labelledby={`${id}-title`}
      className="space-y-4 border-b border-slate-200 bg-white px-3 py-4"
    >
      <p id={`${id}-title`} className="text-sm font-semibold text-navy-900">
        Insert an image
      </p>
      <div>
        <label htmlFor={`${id}-src`} className="block text-sm font-medium text-navy-900">
          Image address
        </label>
        <div className="flex flex-wrap items-start gap-2">
          <input
            ref={address}
            type="text"
            inputMode="url"
            value={src}
            placeholder="/media/… or https://…"
            onChange={(event) => setSrc(event.target.value)}
            onKeyDown={keys}
            id={`${id}-src`}
            {...invalid("src", ` ${id}-upload`)}
            className={`${INPUT_CLASSES} mt-1.5 min-w-56 flex-1`}
          />
          <input
            ref={picker}
            type="file"
            accept={ACCEPTED_MEDIA_TYPES.join(",")}
            hidden
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (!file) return;
              const stored = await send(file);
              if (stored) {
                setSrc(stored);
                setProblems((current) => ({ ...current, src: undefined }));
                altInput.current?.focus();
              }
            }}
          />
          <Button
            variant="secondary"
            className="mt-1.5"
            disabled={upload.state === "uploading"}
            onClick={() => picker.current?.click()}
          >
            {upload.state === "uploading" ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <ImagePlus aria-hidden="true" className="size-4" />
            )}
            Upload an image
          </Button>
          <div className="mt-1.5">
            <MediaPickerButton
              onPick={(picked) => {
                setSrc(picked.url);
                if (!alt.trim()) setAlt(picked.alt);
                setProblems((current) => ({ ...current, src: undefined }));
                altInput.current?.focus();
              }}
            />
          </div>
        </div>
        <FieldErrors id={`${id}-src-error`} errors={problems.src ? [problems.src] : undefined} />
        <UploadStatus id={`${id}-upload`} upload={upload} />
      </div>
      <div>
        <label htmlFor={`${id}-alt`} className="block text-sm font-medium text-navy-900">
          Alt text <span className="font-normal text-slate-600">(required)</span>
        </label>
        <input
          ref={altInput}
          type="text"
          value={alt}
          placeholder="What the image shows, for people who cannot see it"
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={keys}
          id={`${id}-alt`}
          {...invalid("alt", ` ${id}-alt-hint`)}
          className={`${INPUT_CLASSES} mt-1.5`}
        />
        <FieldErrors id={`${id}-alt-error`} errors={problems.alt ? [problems.alt] : undefined} />
        <p id={`${id}-alt-hint`} className="mt-1.5 text-xs text-slate-600">
          A library image without a description gets this one when the post is saved.
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-caption`} className="block text-sm font-medium text-navy-900">
          Caption <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input
          type="text"
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          onKeyDown={keys}
          id={`${id}-caption`}
          className={`${INPUT_CLASSES} mt-1.5`}
        />
      </div>
      <div className="flex gap-2">
        <Button variant="primary" onClick={insert}>
          Insert image
        </Button>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/**
 * After an insert the editor selects the new image itself (a leaf), so the
 * next insert or keystroke would replace it: put the caret after the
 * figure instead — in the paragraph that follows, or in the gap after it
 * when nothing follows.
 */
function caretAfterFigure({ tr }: CommandProps): boolean {
  const { $from } = tr.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    if ($from.node(depth).type.name !== "figure") continue;
    const after = tr.doc.resolve($from.after(depth));
    if (after.nodeAfter?.isTextblock) {
      tr.setSelection(TextSelection.create(tr.doc, after.pos + 1));
    } else {
      tr.setSelection(new GapCursor(after));
    }
    return true;
  }
  return true;
}
