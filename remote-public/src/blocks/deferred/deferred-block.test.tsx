import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { deferredBlock } from './deferred-block';

const Block = () => <p>Testimonials from our clients</p>;

describe('deferredBlock', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('renders in full on the server, inside a Suspense boundary the browser can hydrate later', () => {
    const Deferred = deferredBlock(() => Promise.reject(new Error('not used on the server')), { default: Block });
    const html = renderToString(<Deferred />);
    expect(html).toBe('<div><!--$--><p>Testimonials from our clients</p><!--/$--></div>');
  });

  it('loads its code only when it comes near the screen', async () => {
    let intersect: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: typeof intersect) {
        intersect = callback;
      }
      observe() {}
      disconnect() {}
    };
    const load = jest.fn(() => Promise.resolve({ default: Block }));
    const Deferred = deferredBlock(load, null);
    await act(async () => {
      render(<Deferred />);
    });
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Testimonials from our clients')).not.toBeInTheDocument();

    await act(async () => intersect([{ isIntersecting: true }]));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Testimonials from our clients')).toBeInTheDocument();
  });

  it('loads at once where IntersectionObserver does not exist', async () => {
    const Deferred = deferredBlock(() => Promise.resolve({ default: Block }), null);
    await act(async () => {
      render(<Deferred />);
    });
    expect(await screen.findByText('Testimonials from our clients')).toBeInTheDocument();
  });
});
