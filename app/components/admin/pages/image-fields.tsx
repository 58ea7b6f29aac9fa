import { TextField } from "~/components/forms/fields";
import { MediaPickerButton } from "~/components/admin/media/media-picker";
import { useHydrated } from "~/components/admin/use-hydrated";
import { FieldErrors, STAFF_INPUT_CLASS } from "~/components/ui/form-field";
import type { AnyField, AnyForm } from "./schema-fields";

const fieldsetOf = (field: AnyField) =>
  (field as unknown as { getFieldset(): Record<string, AnyField> }).getFieldset();

/**
 * A media library image and its alt text (a block's image, the page's share
 * image): the library's own picker fills both — the description the library
 * keeps becomes the alt text, which stays editable and required. Without
 * JavaScript the image's address can be typed.
 */
export function ImageFields({
  form,
  field,
  legend,
  required,
  altMax,
}: {
  form: AnyForm;
  field: AnyField;
  legend: string;
  required: boolean;
  altMax: number;
}) {
  const hydrated = useHydrated();
  const image = fieldsetOf(field);
  return (
    <fieldset className="m-0 min-w-0 space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">
        {legend}
        {required ? null : <span className="font-normal text-slate-600"> (optional)</span>}
      </legend>
      <FieldErrors id={field.errorId} errors={field.errors} />
      <TextField
        field={image.url!}
        label="Image address"
        required={required}
        placeholder="/media/…"
        autoComplete="off"
        inputStyle={STAFF_INPUT_CLASS}
      />
      <TextField
        field={image.alt!}
        label="Image description (alt text)"
        required={required}
        maxLength={altMax}
        autoComplete="off"
        inputStyle={STAFF_INPUT_CLASS}
        hint="Required with an image: what it shows, for people who cannot see it."
      />
      {hydrated ? (
        <MediaPickerButton
          onPick={(picked) => {
            form.update({ name: image.url!.name, value: picked.url });
            form.update({ name: image.alt!.name, value: picked.alt });
          }}
        />
      ) : null}
    </fieldset>
  );
}
