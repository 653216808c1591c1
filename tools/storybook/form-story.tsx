// Storybook only (docs/design-system.md): a form around the back office's fields, as a modal form holds them, that can
// start as submitted (its fields then show their errors) or disabled. Not part of the product.
import { useEffect, type ReactNode } from 'react';
import { Form, useForm } from 'react-final-form';

function SubmitAtOnce() {
  const form = useForm();
  useEffect(() => void form.submit(), [form]);
  return null;
}

export function FormStory({
  initialValues = {},
  errors = {},
  submitted = false,
  children,
}: {
  initialValues?: Record<string, unknown>;
  errors?: Record<string, string>;
  submitted?: boolean;
  children: ReactNode;
}) {
  return (
    <Form
      onSubmit={() => undefined}
      initialValues={initialValues}
      validate={() => errors}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '32rem' }}>
          {submitted && <SubmitAtOnce />}
          {children}
        </form>
      )}
    />
  );
}
