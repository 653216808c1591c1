import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { longest } from 'tools/storybook/longest';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';

interface Post {
  id: number;
  title: string;
  category: string;
  status: string;
}

const POSTS: Post[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  title: `Project ${i + 1}: ${['Health records', 'Tax portal', 'School census', 'Water billing'][i % 4]}`,
  category: ['Government', 'Health', 'Education'][i % 3]!,
  status: ['Pending', 'Ongoing', 'Completed'][i % 3]!,
}));

const COLUMNS: DataTableColumn<Post>[] = [
  { key: 'title', header: 'Title' },
  { key: 'category', header: 'Category' },
  { key: 'status', header: 'Status', render: (post) => <Badge tone={post.status === 'Completed' ? 'success' : 'warning'}>{post.status}</Badge> },
];

const EMPTY = longest(['section.missionVision.empty', 'section.team.empty', 'section.users.empty']);
const TITLE = longest(['posts.workflow.failed', 'users.adminOnly']);
const PAGER = longest(['ui.showing'], { from: 11, to: 20, total: 23 });

/** The table with its search and page held in the story, as the back office holds them in the address. */
function Table(props: Omit<DataTableProps<Post>, 'page' | 'onPageChange' | 'search' | 'onSearchChange'> & { initialSearch?: string }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState(props.initialSearch ?? '');
  return <DataTable {...props} page={page} onPageChange={setPage} search={search} onSearchChange={(value) => (setSearch(value), setPage(1))} />;
}

const meta = {
  title: 'Design system/DataTable',
  component: Table,
  args: {
    caption: 'Posts',
    columns: COLUMNS,
    rows: POSTS,
    rowKey: (post: Post) => post.id,
    searchText: (post: Post) => `${post.title} ${post.category}`,
    emptyMessage: 'No posts available',
    noMatchMessage: 'No matching posts found',
    toolbar: <Button>Add New</Button>,
  },
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = { args: { rows: [] } };

export const NoMatch: Story = { args: { initialSearch: 'nothing like this' } };

export const LongestText: Story = {
  args: { rows: POSTS.map((post) => ({ ...post, title: `${post.title} — ${TITLE.text}` })), emptyMessage: EMPTY.text },
  parameters: { locale: PAGER.locale },
};
