import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { loginBodySchema, type LoginBody } from '@showgrid/shared/schemas/auth';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useSay } from '../../../components/use-say';
import { useHydrated } from '../../../lib/use-hydrated';

// The form says "email"; the API calls it username (SPEC §7). Same rules, from the shared schema.
const loginFormSchema = z.object({
  email: loginBodySchema.shape.username,
  password: loginBodySchema.shape.password,
});
type LoginField = keyof z.infer<typeof loginFormSchema>;
type LoginErrors = Partial<Record<LoginField, string>>;
const FIELDS: readonly LoginField[] = ['email', 'password'];

/** Each field's first message, in the schema's words. */
function validate(form: HTMLFormElement) {
  const data = new FormData(form);
  const result = loginFormSchema.safeParse({ email: data.get('email') ?? '', password: data.get('password') ?? '' });
  const errors: LoginErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field) errors[field] ??= issue.message;
  }
  return { values: result.data, errors };
}

interface LoginFormProps {
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: LoginBody) => void;
}

/**
 * Checked on submit, then again at each keystroke, as the app's other forms (react-hook-form's
 * defaults). Written by hand: react-hook-form is a tenth of a sign-in's script (issue 32's budget),
 * and uncontrolled inputs keep what was typed into the server-rendered shell before the script ran.
 */
export function LoginForm({ submitLabel, pending, onSubmit }: LoginFormProps) {
  const say = useSay();
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // In the shell (ADR 043) before the script runs, a submit would be the browser's own: a GET
  // with the password in the address. A disabled default button stops it, Enter included.
  const hydrated = useHydrated();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const { values, errors: found } = validate(event.currentTarget);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
    else if (values) onSubmit({ username: values.email, password: values.password });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={submit}
      onChange={(event) => submitted && setErrors(validate(event.currentTarget).errors)}
    >
      <TextField
        id="email"
        name="email"
        label={say(/*i18n*/ { id: 'Email' })}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email && say(errors.email)}
      />
      <TextField
        id="password"
        name="password"
        label={say(/*i18n*/ { id: 'Password' })}
        type="password"
        autoComplete="current-password"
        error={errors.password && say(errors.password)}
      />
      <Button type="submit" loading={pending} disabled={!hydrated} className="w-full py-3 text-base">
        {submitLabel}
      </Button>
    </form>
  );
}
