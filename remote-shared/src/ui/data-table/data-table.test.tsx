import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DataTable, pageItems, type DataTableColumn } from './data-table';

interface Person {
  id: number;
  name: string;
  city: string;
}

const people: Person[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}`, city: i % 2 ? 'Nairobi' : 'Kigali' }));
const columns: DataTableColumn<Person>[] = [
  { key: 'name', header: 'Name' },
  { key: 'city', header: 'City', render: (row) => <em>{row.city}</em> },
];

function Harness({ rows = people }: { rows?: Person[] }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  return (
    <DataTable
      caption="People"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      searchText={(row) => `${row.name} ${row.city}`}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        setPage(1);
      }}
      searchLabel="Search people"
      page={page}
      onPageChange={setPage}
      emptyMessage="No people found."
      noMatchMessage="No matching people found"
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  it('shows the first page of 10 with the pager text', () => {
    render(<Harness />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 23 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
  });

  it('moves between pages with next, previous and page numbers', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 11 to 20 of 23 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 21 to 23 of 23 entries')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Showing 11 to 20 of 23 entries')).toBeInTheDocument();
  });

  it('filters case-insensitively through the labelled search box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'person 2');
    // Person 2 and Person 20–23
    expect(screen.getByText('Showing 1 to 5 of 5 entries')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('Person 2');
  });

  it('tells "no rows" from "no match"', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness rows={[]} />);
    expect(screen.getByText('No people found.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
    unmount();
    render(<Harness />);
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'zzz');
    expect(screen.getByText('No matching people found')).toBeInTheDocument();
  });

  it('labels every cell for the stacked phone layout', () => {
    render(<Harness />);
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]).toHaveAttribute('data-label', 'City');
  });

  it('shows the last page when asked for a page past the end', () => {
    render(
      <DataTable
        caption="People"
        columns={columns}
        rows={people}
        rowKey={(row) => row.id}
        page={9}
        onPageChange={jest.fn()}
        emptyMessage="none"
        noMatchMessage="none"
      />,
    );
    expect(screen.getByText('Showing 21 to 23 of 23 entries')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

describe('DataTable on a server page (total given)', () => {
  function ServerHarness({ total = 23 }: { total?: number }) {
    const [search, setSearch] = useState('');
    const [page, setPage] = useState(2);
    // What a server would answer for this page: the rows are shown as given, never filtered again.
    const rows = total ? people.slice((page - 1) * 10, page * 10) : [];
    return (
      <>
        <DataTable
          caption="People"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          total={total}
          rowClassName={(row) => (row.id === 11 ? 'unread' : undefined)}
          search={search}
          onSearchChange={setSearch}
          searchLabel="Search people"
          page={page}
          onPageChange={setPage}
          emptyMessage="No people found."
          noMatchMessage="No matching people found"
        />
        <output>{`searched ${search}`}</output>
      </>
    );
  }

  it('shows the page it is given with the pager of the whole total', async () => {
    const user = userEvent.setup();
    render(<ServerHarness />);
    expect(screen.getByText('Showing 11 to 20 of 23 entries')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('Person 11');
    expect(bodyRows()[0]).toHaveClass('unread');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 21 to 23 of 23 entries')).toBeInTheDocument();
  });

  it('reports the search text without filtering the rows itself', async () => {
    const user = userEvent.setup();
    render(<ServerHarness />);
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'zzz');
    expect(screen.getByText('searched zzz')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
  });

  it('says there is nothing when the server holds nothing', () => {
    render(<ServerHarness total={0} />);
    expect(screen.getByText('No people found.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });
});

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('elides the middle when there are many', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});
