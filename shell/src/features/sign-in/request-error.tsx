import { useErrorMessage } from '@hearth/shared/ui';

/** The localised explanation of a failed request, announced as an alert. */
export function RequestError({ error }: { error: unknown }) {
  const message = useErrorMessage(error);
  return (
    <p className="sign-in-form__error" role="alert">
      {message}
    </p>
  );
}
