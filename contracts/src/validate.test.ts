import { loginInput } from './auth';
import { fitsCharacters, isEmailAddress } from './common';
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

describe('validation cost stays linear (docs/security.md)', () => {
  it('an over-long email is refused by its length alone: no pattern ever sees it', () => {
    const test = jest.spyOn(RegExp.prototype, 'test');
    const hostile = `a@${'.'.repeat(1024 * 1024)}@`;
    const sawIt = () => test.mock.calls.some(([input]) => String(input).length > 254);
    expect(loginInput.safeParse({ email: hostile, password: 'x' }).error?.issues.map((i) => i.message)).toEqual(['Email must be at most 254 characters']);
    expect(contactInput.safeParse({ name: 'N', email_address: hostile }).error?.issues.map((i) => i.message)).toEqual(['Email must be at most 254 characters']);
    expect(sawIt()).toBe(false);
  });

  it('the email pattern cannot backtrack: dots belong to the domain labels, never to two quantifiers at once', () => {
    expect(isEmailAddress('amina@example.org')).toBe(true);
    expect(isEmailAddress('amina.w@mail.example.co.ke')).toBe(true);
    for (const bad of ['amina@', '@example.org', 'a@b', 'a@.b.c', 'a@b..c', 'a@b.c.', 'a b@c.de', 'a@b@c.de', `a@${'.'.repeat(200)}@`]) {
      expect(isEmailAddress(bad)).toBe(false);
    }
  });

  it('lengths count characters as people do: 5,000 emoji fit a 5,000-character message', () => {
    const message = '🌍'.repeat(5000);
    expect(message.length).toBe(10_000);
    expect(fitsCharacters(message, 5000)).toBe(true);
    expect(fitsCharacters(`${message}x`, 5000)).toBe(false);
    expect(contactInput.safeParse({ name: 'Selam', email_address: 'selam@example.com', message }).success).toBe(true);
  });
});
