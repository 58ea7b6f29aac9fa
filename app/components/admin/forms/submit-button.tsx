import { useNavigation } from "react-router";
import {
  SubmitButton as KitSubmitButton,
  type SubmitButtonProps,
} from "~/components/forms/submit-button";

/**
 * The kit's submit button on the hydrated staff pages: unless the page says
 * whether its form is posting (`submitting`), it shows progress while React
 * Router posts a form with its `intent`.
 */
export function SubmitButton(props: SubmitButtonProps) {
  const navigation = useNavigation();
  const submitting =
    props.submitting ??
    (props.intent !== undefined &&
      navigation.state === "submitting" &&
      navigation.formData?.get("intent") === props.intent);
  return <KitSubmitButton {...props} submitting={submitting} />;
}
