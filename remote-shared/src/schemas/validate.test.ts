import { contactInput } from './contact';
import { postInput } from './post';
import { apiFieldErrors, fieldErrors } from './validate';

describe('fieldErrors', () => {
  it('returns the spec message for each missing field', () => {
    expect(fieldErrors(postInput, { title: '', description: '  ', category: '', image_url: '' })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      category: 'Category is required',
      image_url: 'Image is required',
    });
  });

  it('is empty for valid values', () => {
    expect(fieldErrors(contactInput, { name: 'Amina', email_address: 'amina@example.org', message: '' })).toEqual({});
  });

  it('checks the email format', () => {
    expect(fieldErrors(contactInput, { name: 'Amina', email_address: 'amina@' })).toEqual({
      email_address: 'Please enter a valid email address',
    });
  });
});

describe('apiFieldErrors', () => {
  it('maps the API issues to fields, first message wins', () => {
    expect(
      apiFieldErrors([
        { path: 'email_address', message: 'A user with this email already exists' },
        { path: 'email_address', message: 'second' },
        { path: '', message: 'Whole form' },
      ]),
    ).toEqual({ email_address: 'A user with this email already exists', _form: 'Whole form' });
  });
});
