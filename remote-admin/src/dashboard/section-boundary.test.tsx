import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { lazySection } from './lazy-section';
import { SECTION_FAILED, SectionBoundary } from './section-boundary';

describe('SectionBoundary with lazySection', () => {
  it('shows Retry when a section cannot be loaded, and Retry loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const Section = lazySection(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Loading chunk 7 failed');
      return { default: () => <h1>Posts</h1> };
    });
    const user = userEvent.setup();
    render(
      <SectionBoundary resetKey="/admin/dashboard/posts">
        <Suspense fallback={<p>Loading...</p>}>
          <Section />
        </Suspense>
      </SectionBoundary>,
    );
    expect(await screen.findByRole('heading', { name: SECTION_FAILED })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Posts' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
