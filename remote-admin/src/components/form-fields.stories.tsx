import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LONGEST_FIELD_TEXTS } from 'tools/storybook/longest';
import { FormStory, inForm } from 'tools/storybook/form-story';
import { SelectField, TextField } from './form-fields';

const ROLES = ['Admin', 'Publisher', 'Content_Creator'].map((role) => ({ value: role, label: role }));
const { label: LABEL, hint: HINT, error: ERROR } = LONGEST_FIELD_TEXTS;

const meta = {
  title: 'Back office/Form fields/TextField and SelectField',
  component: TextField,
  args: { name: 'full_name', label: 'Full name', required: true },
  render: inForm(TextField),
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { render: inForm(TextField, { initialValues: { full_name: 'Grace Mutoni' } }) };

export const Error: Story = { render: inForm(TextField, { errors: { full_name: 'Full name is required' }, submitted: true }) };

export const Disabled: Story = { args: { disabled: true }, render: inForm(TextField, { initialValues: { full_name: 'Grace Mutoni' } }) };

export const Textarea: Story = { args: { name: 'description', label: 'Description', as: 'textarea', rows: 4 } };

export const Password: Story = {
  args: { name: 'password', label: 'Password', type: 'password', hint: 'At least 12 characters.', autoComplete: 'new-password' },
};

export const LongestText: Story = {
  args: { name: 'published', label: LABEL.text, hint: HINT.text },
  parameters: { locale: HINT.locale },
  render: inForm(TextField, { errors: { published: ERROR.text }, submitted: true }),
};

/** The select of the same forms (the role of a user). */
export const Select: StoryObj<typeof SelectField> = {
  render: () => (
    <FormStory initialValues={{ role: 'Publisher' }}>
      <SelectField name="role" label="Role" options={ROLES} required />
    </FormStory>
  ),
};

export const SelectError: StoryObj<typeof SelectField> = {
  render: () => (
    <FormStory errors={{ role: 'Role is required' }} submitted>
      <SelectField name="role" label="Role" options={[{ value: '', label: '' }, ...ROLES]} required />
    </FormStory>
  ),
};

export const SelectDisabled: StoryObj<typeof SelectField> = {
  render: () => (
    <FormStory initialValues={{ role: 'Admin' }}>
      <SelectField name="role" label="Role" options={ROLES} disabled hint="You cannot change your own role." />
    </FormStory>
  ),
};
