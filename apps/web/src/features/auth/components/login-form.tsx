import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { loginBodySchema, type LoginBody } from '@showgrid/shared/schemas/auth';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';

// The form says "email"; the API calls it username (SPEC §7). Same rules, from the shared schema.
const loginFormSchema = z.object({
  email: loginBodySchema.shape.username,
  password: loginBodySchema.shape.password,
});
type LoginFormValues = z.infer<typeof loginFormSchema>;

interface LoginFormProps {
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: LoginBody) => void;
}

export function LoginForm({ submitLabel, pending, onSubmit }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        void handleSubmit((values) => {
          onSubmit({ username: values.email, password: values.password });
        })(event);
      }}
    >
      <TextField
        id="email"
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" loading={pending} className="w-full py-3 text-base">
        {submitLabel}
      </Button>
    </form>
  );
}
