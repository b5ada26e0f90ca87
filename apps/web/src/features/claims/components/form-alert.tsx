/** A refusal that belongs to no field: announced and focusable (focusFirstError). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="claim-alert" role="alert" tabIndex={-1} data-form-alert="">
      {message}
    </p>
  );
}
