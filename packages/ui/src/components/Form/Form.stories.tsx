import { useRef, useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { CountdownButton } from '../CountdownButton/CountdownButton';
import { PasswordField } from '../PasswordField/PasswordField';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { Form, FormActions, FormMessage, FormRow } from './Form';
import { FORM_MESSAGE_TONES } from './Form.types';

const meta = {
  title: 'Forms/Form',
  component: Form,
  args: { 'aria-label': 'Sample form', onSubmit: fn((event: FormEvent) => event.preventDefault()) },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the sample login form submits. */
const submitLogin = fn();

interface LoginCopy {
  title: string;
  username: string;
  password: string;
  remember: string;
  forgot: string;
  submit: string;
  required: string;
  summary: string;
  welcome: (name: string) => string;
  showPassword?: string;
}

const english: LoginCopy = {
  title: 'Log in',
  username: 'Username',
  password: 'Password',
  remember: 'Remember me',
  forgot: 'Forgot password?',
  submit: 'Log in',
  required: 'Input cannot be empty',
  summary: 'Username and password required.',
  welcome: (name) => `Welcome back, ${name}.`,
};

const arabic: LoginCopy = {
  title: 'تسجيل الدخول',
  username: 'اسم المستخدم',
  password: 'كلمة المرور',
  remember: 'تذكرني',
  forgot: 'هل نسيت كلمة المرور؟',
  submit: 'تسجيل الدخول',
  required: 'لا يمكن ترك الحقل فارغًا',
  summary: 'اسم المستخدم وكلمة المرور مطلوبان.',
  welcome: (name) => `مرحبًا بعودتك، ${name}.`,
  showPassword: 'إظهار كلمة المرور',
};

/**
 * A login form composed from the parts, validated the way the app's formik forms are: errors show
 * after a field is left or after a submit, and a failed submit moves focus to the first bad field.
 */
function SampleLoginForm({
  copy = english,
  initialSubmitted = false,
}: {
  copy?: LoginCopy;
  initialSubmitted?: boolean;
}) {
  const [values, setValues] = useState({ username: '', password: '', remember: false });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(initialSubmitted);
  const [done, setDone] = useState('');
  const username = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const errors = {
    username: values.username ? undefined : copy.required,
    password: values.password ? undefined : copy.required,
  };
  const shown = (name: 'username' | 'password') => (submitted || touched[name] ? errors[name] : undefined);
  const field = (name: 'username' | 'password') => ({
    name,
    value: values[name],
    onChange: (e: { target: HTMLInputElement }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: shown(name),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.username || errors.password) {
      setDone('');
      (errors.username ? username : password).current?.focus();
      return;
    }
    submitLogin(values);
    setDone(copy.welcome(values.username));
  };
  return (
    <div style={{ maxWidth: 380 }}>
      <h1 style={{ fontSize: '1.375rem', marginBlockEnd: 20 }}>{copy.title}</h1>
      <Form aria-label={copy.title} onSubmit={onSubmit}>
        <FormMessage tone="danger">
          {submitted && (errors.username || errors.password) ? copy.summary : undefined}
        </FormMessage>
        <FormMessage tone="success">{done || undefined}</FormMessage>
        <TextField ref={username} label={copy.username} autoComplete="username" required {...field('username')} />
        <PasswordField
          ref={password}
          label={copy.password}
          required
          showPasswordLabel={copy.showPassword}
          {...field('password')}
        />
        <FormActions align="between">
          <Checkbox
            label={copy.remember}
            name="remember"
            checked={values.remember}
            onChange={(e) => setValues((v) => ({ ...v, remember: e.target.checked }))}
          />
          <a href="#forgot">{copy.forgot}</a>
        </FormActions>
        <FormActions align="stretch">
          <Button type="submit" size="lg">
            {copy.submit}
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}

export const Playground: Story = {
  render: (args) => (
    <div style={{ maxWidth: 380 }}>
      <Form {...args}>
        <TextField label="Username" name="username" />
        <PasswordField label="Password" name="password" />
        <FormActions>
          <Button variant="secondary">Cancel</Button>
          <Button type="submit">Save</Button>
        </FormActions>
      </Form>
    </div>
  ),
};

export const LoginForm: Story = {
  render: () => <SampleLoginForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'player_0127');
    await userEvent.type(canvas.getByLabelText('Password'), 'Tessera!2024');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(submitLogin).toHaveBeenLastCalledWith({
      username: 'player_0127',
      password: 'Tessera!2024',
      remember: true,
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('Welcome back, player_0127.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LoginFormErrors: Story = {
  render: () => <SampleLoginForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    submitLogin.mockClear();
    await userEvent.type(canvas.getByLabelText('Username'), 'player_0127');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(submitLogin).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Username and password required.');
    const passwordInput = canvas.getByLabelText('Password');
    await expect(passwordInput).toHaveAttribute('aria-invalid', 'true');
    await expect(passwordInput).toHaveAccessibleDescription('Input cannot be empty');
    await expect(passwordInput).toHaveFocus();
    await expect(canvas.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
  },
};

export const LoginFormRTL: Story = {
  globals: { dir: 'rtl' },
  render: () => <SampleLoginForm copy={arabic} initialSubmitted />,
};

export const Rows: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <div style={{ maxWidth: 640 }}>
        <Form {...args} aria-label="Profile">
          <FormRow>
            <TextField label="First name" name="firstName" defaultValue="Maria" autoComplete="given-name" />
            <TextField label="Last name" name="lastName" defaultValue="Santos" autoComplete="family-name" />
          </FormRow>
          <FormRow>
            <Select
              label="Currency"
              name="currency"
              defaultValue="php"
              options={[
                { value: 'php', label: 'PHP' },
                { value: 'vnd', label: 'VND' },
              ]}
            />
            <TextField label="Birthday" name="birthday" placeholder="yyyy-MM-dd" hint="You must be 18 or over." />
          </FormRow>
        </Form>
      </div>
      <div style={{ maxWidth: 320 }}>
        <Form {...args} aria-label="Profile, narrow">
          <FormRow>
            <TextField label="First name, narrow" name="firstName2" defaultValue="Maria" />
            <TextField label="Last name, narrow" name="lastName2" defaultValue="Santos" />
          </FormRow>
        </Form>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = (label: string) => canvas.getByLabelText(label).getBoundingClientRect().top;
    // Side by side where there is room, stacked in a narrow container.
    await expect(top('Last name')).toBe(top('First name'));
    await expect(top('Last name, narrow')).toBeGreaterThan(top('First name, narrow'));
  },
};

export const Messages: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      {FORM_MESSAGE_TONES.map((tone) => (
        <FormMessage key={tone} tone={tone} title={`${tone[0]?.toUpperCase()}${tone.slice(1)}`}>
          {
            {
              danger: 'Username or password is incorrect.',
              success: 'Your password has been changed.',
              warning: 'You are logging in from a new location: a second check is needed.',
              info: 'A reset link has been sent to your email.',
            }[tone]
          }
        </FormMessage>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

export const ForgotPasswordByPhone: Story = {
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <Form {...args} aria-label="Reset password by mobile">
        <TextField
          label="Mobile number"
          name="mobileNum"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          defaultValue="9123456789"
          startAdornment="+63"
          required
        />
        <TextField
          label="Verification code"
          name="smsCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="6 digits"
          required
          endAdornment={<CountdownButton size="sm" remainingSeconds={47} />}
        />
        <PasswordField label="New password" name="newPassword" autoComplete="new-password" required />
        <FormActions align="stretch">
          <Button type="submit" size="lg">
            Reset password
          </Button>
        </FormActions>
      </Form>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const getCode = canvas.getByRole('button', { name: 'Get code' });
    await expect(getCode).toHaveAttribute('aria-disabled', 'true');
    await expect(getCode).toHaveAccessibleDescription('47s');
  },
};
