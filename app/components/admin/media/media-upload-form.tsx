import { useId, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { imageUploadProblem } from "~/components/admin/blogs/use-media-upload";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { Loader2, Upload } from "~/components/ui/icons";
import {
  ACCEPTED_MEDIA_TYPES,
  MAX_MEDIA_BYTES,
  MEDIA_MESSAGES,
} from "~/modules/media/media-limits";
import { cn } from "~/utils/cn";

/**
 * The library's Upload: one image, sent as an ordinary page form, so it
 * works without JavaScript too (a file field and its Upload button). With
 * JavaScript the two are one button: the chosen file is checked here (type,
 * size, pixels) and sent at once. Either way the answer is the new image's
 * page, where it can be described.
 */
export function MediaUploadForm({ error }: { error?: string | null }) {
  const id = useId();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = navigation.state === "submitting" && navigation.formData?.has("file");
  const message = problem ?? error ?? "";
  const messageId = `${id}-message`;

  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-2 max-sm:w-full sm:items-end"
    >
      <div className="flex flex-wrap items-end gap-3 sm:justify-end">
        <div className="hidden nojs:block">
          <label htmlFor={`${id}-file`} className="block text-sm font-medium text-navy-900">
            Image to upload
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            name="file"
            accept={ACCEPTED_MEDIA_TYPES.join(",")}
            aria-describedby={`${id}-hint ${messageId}`}
            aria-invalid={message ? true : undefined}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              const found = await imageUploadProblem(file);
              setProblem(found);
              if (found) event.target.value = "";
              else form.current?.requestSubmit();
            }}
            className="mt-1.5 block max-w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-navy-900"
          />
        </div>
        {/* Without JavaScript the kit's submit button sends the chosen file. */}
        <SubmitButton
          pendingLabel={MEDIA_MESSAGES.uploading}
          className="hidden nojs:inline-flex max-sm:w-full"
        >
          <Upload aria-hidden="true" className="size-4" />
          Upload image
        </SubmitButton>
        {/* With it, this one opens the file chooser; choosing sends the file at once. */}
        <button
          type="button"
          disabled={uploading}
          aria-describedby={`${id}-hint ${messageId}`}
          onClick={() => input.current?.click()}
          className={buttonClasses("primary", "md", "max-sm:w-full nojs:hidden")}
        >
          {uploading ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Upload aria-hidden="true" className="size-4" />
          )}
          Upload image
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        PNG, JPEG, WebP or GIF, up to {MAX_MEDIA_BYTES / (1024 * 1024)} MB
      </p>
      <div id={messageId} className="text-sm sm:text-right">
        <p role="status" className="text-slate-600">
          {uploading ? MEDIA_MESSAGES.uploading : ""}
        </p>
        <p role="alert" className={cn("text-red-700", message && "max-w-sm")}>
          {uploading ? "" : message}
        </p>
      </div>
    </Form>
  );
}
