import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublicDataContext, createPublicData, sendPublic, usePublicRead, type PublicData } from './public-data';

/** A fetch that answers from a table and counts what it was asked. */
function fakeFetch(answers: Record<string, () => Response>) {
  const asked: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname;
    asked.push(path);
    const answer = answers[path];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  }) as typeof fetch;
  return { fetchFn, asked };
}
const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function Team() {
  const { data, isLoading, isError, error, refetch } = usePublicRead<{ name: string }[]>('/api/team');
  if (isError) return <button onClick={() => void refetch()}>{`Failed: ${error?.message}`}</button>;
  if (isLoading) return <p>Loading...</p>;
  return (
    <ul>
      {data?.map((member) => (
        <li key={member.name}>{member.name}</li>
      ))}
    </ul>
  );
}
const renderTeam = (data: PublicData) =>
  render(
    <PublicDataContext value={data}>
      <Team />
    </PublicDataContext>,
  );

test('a page hydrates from what the page server inlined, without asking again', () => {
  const { fetchFn, asked } = fakeFetch({});
  renderTeam(createPublicData({ fetch: fetchFn, initial: { '/api/team': { data: [{ name: 'Amani Uwase' }] } } }));
  expect(screen.getByText('Amani Uwase')).toBeInTheDocument();
  expect(asked).toEqual([]);
});

test('without inlined data it loads, and a failure shows the API message until Retry succeeds', async () => {
  let fail = true;
  const { fetchFn, asked } = fakeFetch({
    '/api/team': () => (fail ? json({ message: 'Too many requests' }, 429, { 'Retry-After': '30' })() : json([{ name: 'Grace Achieng' }])()),
  });
  const data = createPublicData({ fetch: fetchFn });
  renderTeam(data);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Failed: Too many requests' })).toBeInTheDocument();
  expect(data.entry('/api/team')?.error).toEqual({ status: 429, message: 'Too many requests', retryAfter: 30 });
  expect(data.complete()).toBe(false);
  fail = false;
  await userEvent.click(screen.getByRole('button'));
  expect(await screen.findByText('Grace Achieng')).toBeInTheDocument();
  expect(asked).toEqual(['/api/team', '/api/team']);
  expect(data.snapshot()).toEqual({ '/api/team': { data: [{ name: 'Grace Achieng' }] } });
});

test('a page mounted again later asks again, showing what it had meanwhile', async () => {
  const { fetchFn, asked } = fakeFetch({ '/api/team': json([{ name: 'Amani Uwase' }]) });
  const data = createPublicData({ fetch: fetchFn, initial: { '/api/team': { data: [{ name: 'Old Name' }] } } });
  const first = renderTeam(data);
  first.unmount();
  expect(asked).toEqual([]);
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + 60_000);
  renderTeam(data);
  expect(screen.getByText('Old Name')).toBeInTheDocument();
  expect(await screen.findByText('Amani Uwase')).toBeInTheDocument();
  expect(asked).toEqual(['/api/team']);
  jest.restoreAllMocks();
});

test('the page server learns a read failed, and inlines the failure for hydration', async () => {
  const { fetchFn } = fakeFetch({ '/api/posts/404': json({ message: 'Post not found' }, 404) });
  const data = createPublicData({ fetch: fetchFn });
  await act(() => data.read('/api/posts/404'));
  expect(data.complete()).toBe(false);
  expect(data.snapshot()).toEqual({ '/api/posts/404': { error: { status: 404, message: 'Post not found' } } });
});

test('sendPublic answers the created record, and rejects with the API error or a network failure', async () => {
  const { fetchFn } = fakeFetch({ '/api/contacts': json({ id: 7 }, 201) });
  await expect(sendPublic('/api/contacts', { name: 'A' }, fetchFn)).resolves.toEqual({ id: 7 });
  const refused = fakeFetch({ '/api/contacts': json({ message: 'Email is invalid', issues: [{ path: 'email_address', message: 'Email is invalid' }] }, 400) });
  await expect(sendPublic('/api/contacts', {}, refused.fetchFn)).rejects.toEqual({
    status: 400,
    message: 'Email is invalid',
    issues: [{ path: 'email_address', message: 'Email is invalid' }],
  });
  await expect(sendPublic('/api/nowhere', {}, fetchFn)).rejects.toMatchObject({ status: 'NETWORK_ERROR' });
});
