import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FieldErrors, INPUT_CLASSES } from "~/components/ui/form-field";
import { Plus, X } from "~/components/ui/icons";
import { POST_LIMITS } from "~/modules/blog/post-messages";
import { normalizeTags } from "~/modules/blog/post-schema";

type TagInputProps = {
  name: string;
  id: string;
  errorId: string;
  errors?: string[];
  defaultValue: string[];
};

/**
 * Tags as removable chips. A tag is added with Enter or the plus button
 * (trimmed; blanks and duplicates are not added, as the spec says). Each
 * chip posts as a hidden field; the text box posts too, so a tag typed but
 * not yet added is kept — which is also how it works without JavaScript.
 */
export function TagInput({ name, id, errorId, errors, defaultValue }: TagInputProps) {
  const [tags, setTags] = useState(() => normalizeTags(defaultValue));
  const [draft, setDraft] = useState("");
  const [status, setStatus] = useState("");
  const input = useRef<HTMLInputElement>(null);

  function add() {
    const tag = draft.trim().replace(/\s+/g, " ");
    if (!tag) return;
    const next = normalizeTags([...tags, tag]);
    if (next.length === tags.length) {
      setStatus(`“${tag}” is already a tag.`);
    } else {
      setTags(next);
      setStatus(`Added tag “${tag}”.`);
    }
    setDraft("");
    input.current?.focus();
  }

  function remove(tag: string) {
    setTags((current) => current.filter((item) => item !== tag));
    setStatus(`Removed tag “${tag}”.`);
    input.current?.focus();
  }

  const full = tags.length >= POST_LIMITS.tags;
  return (
    <div>
      {tags.length ? (
        <ul aria-label="Tags added" className="mb-3 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-800"
            >
              {tag}
              <input type="hidden" name={name} value={tag} />
              <button
                type="button"
                onClick={() => remove(tag)}
                aria-label={`Remove tag ${tag}`}
                className="inline-flex size-6 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 hover:text-brand-900"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          value={draft}
          maxLength={POST_LIMITS.tag}
          disabled={full}
          placeholder={full ? "Tag limit reached" : "Add a tag and press Enter"}
          aria-describedby={`${errorId} ${id}-status`}
          aria-invalid={errors?.length ? true : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
          className={INPUT_CLASSES}
        />
        <Button
          variant="secondary"
          onClick={add}
          disabled={full}
          aria-label="Add tag"
          title="Add tag"
          className="shrink-0 px-3"
        >
          <Plus aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <p id={`${id}-status`} role="status" className="sr-only">
        {status}
      </p>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
