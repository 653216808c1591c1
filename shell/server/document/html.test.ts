import { headTags, hydrationLoader, preloadTags, renderDocument, scriptJson } from './html';

const TEMPLATE =
  '<head><!--app-head-->\n<script defer src="/assets/shell.js" data-shell-js></script>\n</head><body><div id="root"<!--app-root-attrs-->><!--app-html--></div><!--app-scripts--></body>';

describe('scriptJson', () => {
  it('cannot close the script element or open a comment', () => {
    const json = scriptJson({ title: '</script><script>alert(1)</script><!--' });
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script><!--' });
  });
});

describe('headTags', () => {
  const assets = { css: [{ href: 'http://x/a.css', text: '.a{color:red}/*# sourceMappingURL=a.css.map*/' }], js: ['/assets/b.js'] };

  it('writes the title, description, canonical link and Open Graph tags, escaped', () => {
    const head = headTags({
      meta: { title: 'Projects & "more"', description: 'Work <delivered>', path: '/projects' },
      siteName: 'Savanna Digital Consult',
      canonicalBase: 'https://www.example.com',
      pathname: '/projects?x=1',
      assets,
    });
    expect(head).toContain('<title>Projects &amp; &quot;more&quot; | Savanna Digital Consult</title>');
    expect(head).toContain('<meta name="description" content="Work &lt;delivered&gt;">');
    expect(head).toContain('<link rel="canonical" href="https://www.example.com/projects">');
    expect(head).toContain('<meta property="og:url" content="https://www.example.com/projects">');
    expect(head).toContain('<style data-href="http://x/a.css">.a{color:red}</style>');
    expect(head).not.toContain('noindex');
  });

  it("preloads the largest paint's image with high priority: a <picture> source's candidates, or an address", () => {
    const head = (preloadImage: object) =>
      headTags({
        meta: { title: 'Home', description: 'd', preloadImage },
        siteName: 'S',
        canonicalBase: 'http://h',
        pathname: '/',
        assets: { css: [], js: [] },
      });
    expect(head({ srcSet: '/uploads/a-320w.avif 320w, /uploads/a-640w.avif 640w', sizes: '100vw', type: 'image/avif' })).toContain(
      '<link rel="preload" as="image" imagesrcset="/uploads/a-320w.avif 320w, /uploads/a-640w.avif 640w" imagesizes="100vw" type="image/avif" fetchpriority="high">',
    );
    expect(head({ href: '/uploads/a.webp?x="1"' })).toContain('<link rel="preload" as="image" href="/uploads/a.webp?x=&quot;1&quot;" fetchpriority="high">');
    expect(head({})).not.toContain('as="image"');
  });

  it("writes the structured data as one JSON-LD element that an editor's </script> cannot leave", () => {
    const title = 'Roads </script><script>alert(1)</script> & <!--';
    const head = headTags({
      meta: { title, description: 'd' },
      siteName: 'S',
      canonicalBase: 'http://h',
      pathname: '/projects/1',
      assets: { css: [], js: [] },
      structuredData: { '@graph': [{ name: title }] },
    });
    const element = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(head);
    expect(element).not.toBeNull();
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(JSON.parse(element![1]!)).toEqual({ '@graph': [{ name: title }] });
    expect(headTags({ meta: { title, description: 'd' }, siteName: 'S', canonicalBase: 'http://h', pathname: '/', assets: { css: [], js: [] } })).not.toContain(
      'ld+json',
    );
  });

  it('keeps admin pages out of search results', () => {
    const head = headTags({
      meta: { title: 'Admin', description: 'x', noindex: true },
      siteName: 'S',
      canonicalBase: 'http://h',
      pathname: '/admin',
      assets: { css: [], js: [] },
    });
    expect(head).toContain('<meta name="robots" content="noindex">');
  });
});

describe('preloadTags', () => {
  it('requests every hydration script at once, at low priority', () => {
    expect(preloadTags(['/assets/a.js', 'http://x/b.js'])).toBe(
      '<link rel="preload" as="script" href="/assets/a.js" fetchpriority="low">\n    <link rel="preload" as="script" href="http://x/b.js" fetchpriority="low">',
    );
  });
});

describe('renderDocument', () => {
  const serverRendered = () =>
    renderDocument({
      template: TEMPLATE,
      head: '<title>T</title>',
      html: '<main>Hello $&</main>',
      ssr: true,
      nonce: 'abc',
      runtimeConfig: { apiBaseUrl: '' },
      data: { '/api/team': { data: [] } },
      scripts: ['/assets/a.js'],
    });

  it('fills the template with the page, its state and a nonce on the inline script', () => {
    const html = serverRendered();
    expect(html).toContain('<head><title>T</title>\n</head>');
    expect(html).toContain('<div id="root" data-ssr="1"><main>Hello $&</main></div>');
    expect(html).toContain('<script nonce="abc">window.__RUNTIME_CONFIG__={"apiBaseUrl":""};window.__PUBLIC_DATA__={"/api/team":{"data":[]}};');
  });

  it("carries a server-rendered page's Save-Data decision for hydration; a client-rendered page has none", () => {
    const rendered = (saveData?: boolean) =>
      renderDocument({ template: TEMPLATE, head: '', html: '<main></main>', ssr: true, nonce: 'n', runtimeConfig: {}, data: {}, saveData, scripts: [] });
    expect(rendered(true)).toContain('window.__SAVE_DATA__=true;');
    expect(rendered(false)).toContain('window.__SAVE_DATA__=false;');
    expect(renderDocument({ template: TEMPLATE, head: '', html: '', ssr: false, nonce: 'n', runtimeConfig: {}, scripts: [] })).not.toContain('__SAVE_DATA__');
  });

  it('sends the offline page without any script (it stands in for any address), and says when the service worker is off', () => {
    const page = renderDocument({
      template: TEMPLATE,
      head: '',
      html: '<main>You are offline</main>',
      ssr: true,
      nonce: 'n',
      runtimeConfig: {},
      data: {},
      scripts: ['/assets/a.js'],
      static: true,
    });
    expect(page).toContain('<main>You are offline</main>');
    expect(page).not.toContain('<script');
    expect(page).not.toContain('/assets/a.js');
    const off = (serviceWorker?: boolean) =>
      renderDocument({ template: TEMPLATE, head: '', html: '', ssr: false, nonce: 'n', runtimeConfig: {}, scripts: [], serviceWorker });
    expect(off(false)).toContain('window.__NO_SERVICE_WORKER__=true;');
    expect(off(true)).not.toContain('__NO_SERVICE_WORKER__');
  });

  it('names the files a page loads later for the offline worker, without preloading them, unless the worker is off', () => {
    const page = (serviceWorker?: boolean) =>
      renderDocument({
        template: TEMPLATE,
        head: '',
        html: '<main></main>',
        ssr: true,
        nonce: 'n',
        runtimeConfig: {},
        data: {},
        scripts: ['/assets/a.js'],
        keepLater: ['/remotes/shared/schemas.js'],
        serviceWorker,
      });
    expect(page()).toContain('window.__KEEP_LATER__=["/remotes/shared/schemas.js"];');
    // Not among the scripts the loader starts or preloads: the page fetches it only when used.
    expect(page().match(/\/remotes\/shared\/schemas\.js/g)).toHaveLength(1);
    expect(page(false)).not.toContain('__KEEP_LATER__');
  });

  it('starts the shell from the loader after the content, not from the head', () => {
    const html = serverRendered();
    expect(html).not.toContain('<script defer src="/assets/shell.js"');
    expect(html).toContain('e=["/assets/shell.js"]');
    expect(html).toContain('p=["/assets/a.js"]');
  });

  it('keeps the shell script and preloads the rest on a client-rendered page', () => {
    const html = renderDocument({ template: TEMPLATE, head: '', html: '', ssr: false, nonce: 'n', runtimeConfig: {}, scripts: ['/assets/a.js'] });
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script defer src="/assets/shell.js" data-shell-js></script>');
    expect(html).toContain('<link rel="preload" as="script" href="/assets/a.js" fetchpriority="low">');
    expect(html).not.toContain('__PUBLIC_DATA__');
  });

  it("starts a painted page's scripts from the loader after its first paint, and does not hydrate it (the sign-in form)", () => {
    const html = renderDocument({
      template: TEMPLATE,
      head: '',
      html: '<form data-prepaint="login"></form>',
      ssr: false,
      paintFirst: true,
      nonce: 'n',
      runtimeConfig: {},
      scripts: ['/assets/a.js'],
    });
    expect(html).toContain('<div id="root"><form data-prepaint="login"></form></div>');
    expect(html).not.toContain('<script defer src="/assets/shell.js"');
    expect(html).not.toContain('<link rel="preload" as="script"');
    expect(html).toContain('e=["/assets/shell.js"]');
    expect(html).toContain('p=["/assets/a.js"]');
  });

  it('has the loader link the stylesheets for later, and a <noscript> link them without scripts; the offline page has none', () => {
    const page = (isStatic?: boolean) =>
      renderDocument({
        template: TEMPLATE,
        head: '',
        html: '<main></main>',
        ssr: true,
        nonce: 'n',
        runtimeConfig: {},
        data: {},
        scripts: [],
        laterCss: ['http://x/remotes/public/1.css?a&b'],
        static: isStatic,
      });
    const html = page();
    expect(html).toContain('c=["http://x/remotes/public/1.css?a&b"]');
    expect(html).toContain('</script><noscript><link rel="stylesheet" href="http://x/remotes/public/1.css?a&amp;b" fetchpriority="low"></noscript></body>');
    expect(page(true)).not.toContain('1.css');
  });

  it('names the releases the page was rendered with, and nothing when no remote is released', () => {
    const releases = { remote_public: '0.1.0-abc1234' };
    const html = renderDocument({ template: TEMPLATE, head: '', html: '', ssr: false, nonce: 'n', runtimeConfig: {}, releases, scripts: [] });
    expect(html).toContain('window.__REMOTE_RELEASES__={"remote_public":"0.1.0-abc1234"};');
    expect(renderDocument({ template: TEMPLATE, head: '', html: '', ssr: false, nonce: 'n', runtimeConfig: {}, releases: {}, scripts: [] })).not.toContain(
      '__REMOTE_RELEASES__',
    );
  });
});

describe('hydrationLoader', () => {
  function run(loader: string, readyState: string) {
    const appended: { tag: string; src?: string; href?: string }[] = [];
    const listeners: Record<string, () => void> = {};
    const timers: (() => void)[] = [];
    const doc = {
      readyState,
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (el: { tag: string; src?: string; href?: string }) => appended.push(el) },
    };
    // A browser that has painted its first content (the observer reports it at once).
    class PerformanceObserver {
      constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
      observe() {
        this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      }
      disconnect() {}
    }
    new Function('document', 'addEventListener', 'setTimeout', 'requestAnimationFrame', 'PerformanceObserver', loader)(
      doc,
      (type: string, fn: () => void) => (listeners[type] = fn),
      (fn: () => void) => timers.push(fn),
      (fn: () => void) => fn(),
      PerformanceObserver,
    );
    return { appended, listeners, timers };
  }

  it('starts every script at once after a painted frame when the page has already loaded', () => {
    const { appended, timers } = run(hydrationLoader(['/shell.js'], ['/a.js', '/b.js']), 'complete');
    expect(appended).toEqual([]);
    timers.forEach((fn) => fn());
    expect(appended.map((el) => el.href ?? el.src)).toEqual(['/a.js', '/b.js', '/shell.js']);
  });

  it('links the stylesheets for later with them, not before', () => {
    const { appended, timers } = run(hydrationLoader(['/shell.js'], ['/a.js'], ['/later.css']), 'complete');
    expect(appended).toEqual([]);
    timers.forEach((fn) => fn());
    expect(appended.map((el) => [el.tag, (el as { rel?: string }).rel, el.href ?? el.src])).toEqual([
      ['link', 'stylesheet', '/later.css'],
      ['link', 'preload', '/a.js'],
      ['script', undefined, '/shell.js'],
    ]);
  });

  it('waits for the page to load, then starts them once', () => {
    const { appended, listeners, timers } = run(hydrationLoader(['/shell.js'], ['/a.js']), 'interactive');
    expect(appended).toEqual([]);
    listeners.load!();
    timers.forEach((fn) => fn());
    expect(appended.map((el) => el.href ?? el.src)).toEqual(['/a.js', '/shell.js']);
  });
});
