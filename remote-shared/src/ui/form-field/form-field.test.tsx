import { render, screen } from '@testing-library/react';
import { FormField } from './form-field';

describe('FormField', () => {
  it('labels an input and links its hint', () => {
    render(<FormField label="Email Address" hint="We never share it" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    expect(input).toHaveAccessibleDescription('We never share it');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error inline, marks the control invalid and describes it', () => {
    render(<FormField label="Full Name" required error="Full name is required" />);
    const input = screen.getByRole('textbox', { name: /Full Name/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Full name is required');
  });

  it('renders a textarea and a select', () => {
    render(
      <>
        <FormField label="Description" as="textarea" />
        <FormField label="Role" as="select" defaultValue="Admin">
          <option>Admin</option>
          <option>Publisher</option>
        </FormField>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Description' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Admin');
  });

  it('wires a custom control through the render prop', () => {
    render(
      <FormField label="Published" error="Pick a date">
        {(control) => <input type="date" {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Published');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAccessibleDescription('Pick a date');
  });
});
