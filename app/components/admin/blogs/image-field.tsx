import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FieldErrors, INPUT_CLASSES } from "~/components/ui/form-field";
import { ImagePlus, Loader2 } from "~/components/ui/icons";
import { ACCEPTED_MEDIA_TYPES } from "~/modules/media/media-limits";
import { cn } from "~/utils/cn";
import { MediaPickerButton } from "~/components/admin/media/media-picker";
import { UploadStatus } from "./upload-status";
import { useMediaUpload } from "./use-media-upload";

type ImageFieldProps = {
  name: string;
  id: string;
  label: string;
  errorId: string;
  errors?: string[];
  defaultValue: string;
  /** How the preview is drawn: a wide cover or a round portrait. */
  shape: "cover" | "avatar";
  /** Tells the form the value changed (it re-validates the field). */
  onValueChange?: () => void;
};

/**
 * An image by address, chosen from the media library, or uploaded: the file
 * is checked here (type, size), sent with fetch to the upload route, and its
 * address lands in the field, so the post form itself stays a plain form post.
 */
export function ImageField(props: ImageFieldProps) {
  const { name, id, label, errorId, errors, defaultValue, shape, onValueChange } = props;
  const [url, setUrl] = useState(defaultValue);
  const { upload, send } = useMediaUpload();
  const [broken, setBroken] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const uploaded = useRef(false);

  useEffect(() => {
    if (!uploaded.current) return;
    uploaded.current = false;
    onValueChange?.();
  }, [url, onValueChange]);

  async function pick(file: File) {
    const address = await send(file);
    if (!address) return;
    uploaded.current = true;
    setBroken(false);
    setUrl(address);
  }

  const statusId = `${id}-upload-status`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        {label} <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <div className="mt-1.5 flex gap-3">
        {url && !broken ? (
          <img
            src={url}
            alt=""
            onError={() => setBroken(true)}
            className={cn(
              "shrink-0 bg-slate-100 object-cover ring-1 ring-slate-900/10",
              shape === "cover" ? "h-[42px] w-20 rounded-md" : "size-[42px] rounded-full",
            )}
          />
        ) : null}
        <input
          id={id}
          name={name}
          type="text"
          inputMode="url"
          value={url}
          placeholder="/media/… or https://…"
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={`${errorId} ${statusId}`}
          onChange={(event) => {
            setBroken(false);
            setUrl(event.target.value);
          }}
          className={INPUT_CLASSES}
        />
      </div>
      <FieldErrors id={errorId} errors={errors} />
      {url && broken ? (
        <p className="mt-1.5 text-sm text-amber-800">
          No preview: the image could not be loaded from this address.
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-3 nojs:hidden">
        <input
          ref={picker}
          type="file"
          accept={ACCEPTED_MEDIA_TYPES.join(",")}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void pick(file);
          }}
        />
        <Button
          variant="secondary"
          className="px-3 py-2"
          disabled={upload.state === "uploading"}
          onClick={() => picker.current?.click()}
        >
          {upload.state === "uploading" ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-4" />
          )}
          Upload {label.toLowerCase()}
        </Button>
        <MediaPickerButton
          onPick={(picked) => {
            uploaded.current = true;
            setBroken(false);
            setUrl(picked.url);
          }}
        />
        <span className="text-xs text-slate-600">PNG, JPEG, WebP or GIF, up to 2 MB</span>
      </div>
      <UploadStatus id={statusId} upload={upload} />
    </div>
  );
}
