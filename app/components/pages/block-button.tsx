import type { z } from "zod";
import { ArrowRight } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import type { ButtonSchema } from "~/modules/pages/block-schemas";

type BlockButtonProps = { button: z.infer<typeof ButtonSchema>; size?: "md" | "lg" };

/** A block's button: the kit's button link in the style the editor chose. */
export function BlockButton({ button, size = "lg" }: BlockButtonProps) {
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
