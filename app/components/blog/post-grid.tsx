import { stagger } from "~/components/marketing/stagger";
import { Reveal } from "~/components/reveal";
import { cn } from "~/utils/cn";
import { PostCard } from "./post-card";
import type { BlogCardPost } from "./types";

type PostGridProps = {
  posts: BlogCardPost[];
  headingLevel?: "h2" | "h3";
  className?: string;
};

export function PostGrid({ posts, headingLevel, className }: PostGridProps) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8", className)}>
      {posts.map((post, index) => (
        <Reveal as="li" key={post.slug} delay={stagger(index, 3)}>
          <PostCard post={post} headingLevel={headingLevel} />
        </Reveal>
      ))}
    </ul>
  );
}
