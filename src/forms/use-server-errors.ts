import {useEffect} from 'react';
import type {FieldValues, Path, UseFormReturn} from 'react-hook-form';
import type {FieldError} from './post-json';
import {isFormErrorCode} from './schemas';
import {useMessageFor} from './use-schemas';

/**
 * Puts the fields the receiver refused (problem details `errors`) on the
 * form, in the page's language, as if the browser had found them: each
 * field marked invalid and described by its message, the first focused.
 * Only the fields of `fields` are this form's; a code the page does not know
 * reads as "This value is not valid."
 */
export function useServerFieldErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  errors: readonly FieldError[] | undefined,
  fields: readonly Path<V>[],
): void {
  const messageFor = useMessageFor();
  useEffect(() => {
    const mine = (errors ?? []).filter((error) => (fields as readonly string[]).includes(error.field));
    mine.forEach((error, index) => {
      const message = messageFor(isFormErrorCode(error.code) ? error.code : 'invalid_value');
      form.setError(error.field as Path<V>, {type: 'server', message}, {shouldFocus: index === 0});
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set once per reply; `fields` is a literal list
  }, [errors, form, messageFor]);
}
