import type { Contact, ContactInput } from '../schemas';
import { api, listTags } from './base';

export const contactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContacts: build.query<Contact[], void>({
      query: () => ({ url: '/api/contacts', auth: true }),
      providesTags: (rows) => listTags('Contact', rows),
    }),
    /** The public contact form: no token; success is judged by the ok status (spec §7). */
    sendContact: build.mutation<unknown, ContactInput>({
      query: (body) => ({ url: '/api/contacts', method: 'POST', body }),
      invalidatesTags: [{ type: 'Contact', id: 'LIST' }],
    }),
  }),
});

export const { useGetContactsQuery, useSendContactMutation } = contactsApi;
