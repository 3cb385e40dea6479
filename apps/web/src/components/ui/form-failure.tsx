type FormFailureProps = { title: string; message: string | null };

/**
 * Why a form inside a modal was not sent, said in the modal: a modal hides the rest of the page
 * (the toasts too) from assistive technology.
 */
export function FormFailure({ title, message }: FormFailureProps) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
      <span className="block font-semibold">{title}</span>
      {message}
    </p>
  );
}
