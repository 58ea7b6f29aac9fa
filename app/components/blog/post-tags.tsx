import { Tag } from "~/components/ui/icons";

export function PostTags({ tags }: { tags: string[] }) {
  if (!tags.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="flex items-center gap-1.5 text-sm font-semibold text-navy-900">
        <Tag className="size-4 text-slate-500" aria-hidden="true" />
        Tags
      </h2>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li
            key={tag}
            className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-700"
          >
            {tag}
          </li>
        ))}
      </ul>
    </div>
  );
}
