import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LONGEST_FIELD_TEXTS } from 'tools/storybook/longest';
import { FieldMessages, FormField } from './form-field';
import styles from './form-field.module.css';

const { label: LABEL, hint: HINT, error: ERROR } = LONGEST_FIELD_TEXTS;

const meta = {
  title: 'Design system/FormField',
  component: FormField,
  args: { label: 'Title', name: 'title', value: '', onChange: () => {} },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { required: true } };

export const Filled: Story = { args: { required: true, value: 'Ministry of Health patient records' } };

export const Error: Story = { args: { required: true, error: 'Title is required' } };

export const Disabled: Story = { args: { disabled: true, value: 'Admin' } };

export const OptionalWithHint: Story = { args: { label: 'Client', optional: true, hint: 'Shown on the project card.' } };

export const Textarea: Story = { args: { as: 'textarea', label: 'Description', rows: 4, value: 'A records system for 40 clinics.' } };

export const Select: Story = {
  args: {
    as: 'select',
    label: 'Role',
    value: 'Publisher',
    children: ['Admin', 'Publisher', 'Content_Creator'].map((role) => (
      <option key={role} value={role}>
        {role}
      </option>
    )),
  },
};

export const LongestText: Story = {
  args: { label: LABEL.text, hint: HINT.text, error: ERROR.text, required: true, value: 'Kiswahili' },
  parameters: { locale: HINT.locale },
};

/** The hint and the error under a custom control (the image field uses them), FieldMessages alone. */
export const Messages: StoryObj<typeof FieldMessages> = {
  render: () => <FieldMessages hint="JPG, PNG up to 5MB" hintId="hint" error="Image must be under 5MB" errorId="error" classNames={styles} />,
};
