import { Picture } from "./picture";
import { PICTURE_SIZES, type PictureInfo } from "~/modules/media/picture";
import { cn } from "~/utils/cn";
import { categoryStyle } from "./category-style";

type PostCoverProps = {
  src: string | null;
  /** The library's renditions of `src` (an uploaded image): served as <picture>. */
  picture?: PictureInfo | null;
  category: string;
  /** Above the fold (the article's own cover): load eagerly. */
  priority?: boolean;
  className?: string;
};

/**
 * A post's cover at 40:21 (the 1200×630 social-card size). The image is decorative (the title is beside it);
 * the category's gradient sits underneath, so a missing file or an empty
 * image_url still shows a finished cover.
 */
export function PostCover(props: PostCoverProps) {
  const { src, picture, category, priority = false, className } = props;
  return (
    <div
      className={cn(
        "relative aspect-[40/21] overflow-hidden bg-gradient-to-br",
        categoryStyle(category).cover,
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.16)_1px,transparent_0)] bg-[size:22px_22px]"
      />
      {src ? (
        <Picture
          src={src}
          picture={picture}
          sizes={priority ? PICTURE_SIZES.cover : PICTURE_SIZES.card}
          alt=""
          width={1200}
          height={630}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </div>
  );
}
