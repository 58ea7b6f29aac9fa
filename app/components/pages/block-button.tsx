import type { z } from "zod";
import { ArrowRight } from "~/components/ui/icons";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import type { ButtonSchema } from "~/modules/pages/block-schemas";

type BlockButtonProps = { button: z.infer<typeof ButtonSchema>; size?: "md" | "lg" };

/** A block's button: the kit's button link in the style the editor chose. */
export function BlockButton({ button, size = "lg" }: BlockButtonProps) {
  // An anchor on this page stays a bare fragment: a router link would add the
  // path and drop the query (/contact?sent=1 would reload as /contact).
  if (button.to.startsWith("#")) {
    return (
      <a href={button.to} className={buttonClasses(button.style, size)}>
        {button.label}
        {button.arrow ? <ArrowRight className="size-4" aria-hidden="true" /> : null}
      </a>
    );
  }
  return (
    <ButtonLink to={button.to} variant={button.style} size={size}>
      {button.label}
      {button.arrow ? <ArrowRight className="size-4" aria-hidden="true" /> : null}
    </ButtonLink>
  );
}

/** A block's row of buttons (hero, call to action). */
export function BlockButtons({ buttons }: { buttons: BlockButtonProps["button"][] }) {
  return buttons.map((button, index) => <BlockButton key={index} button={button} />);
}
