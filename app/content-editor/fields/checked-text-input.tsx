import { TextArea, TextField } from "@keystar/ui/text-field";
import { useShownError } from "./use-shown-error";

type CheckedTextInputProps = {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  isRequired: boolean;
  multiline: boolean;
  /** The schema's words for what is wrong with the value as it would be stored, or undefined. */
  message: string | undefined;
  forceValidation: boolean;
};

/** A text input (one line or a text area) that shows its schema's message once left or on a save attempt. */
export function CheckedTextInput({ multiline, message, forceValidation, ...input }: CheckedTextInputProps) {
  const { errorMessage, markTouched } = useShownError(message, forceValidation);
  const Input = multiline ? TextArea : TextField;
  return <Input {...input} onBlur={markTouched} errorMessage={errorMessage} />;
}
