import { isPrivateAddress, remoteCodeOrigin } from './remote-origin';

const resolveTo = (table: Record<string, string[]>) => async (host: string) => {
  const found = table[host];
  if (!found) throw new Error('ENOTFOUND');
  return found;
};

describe('remoteCodeOrigin', () => {
  const dns = resolveTo({
    'remote-public': ['10.89.0.7'],
    'cdn.example.com': ['93.184.216.34'],
    'split.example.com': ['10.0.0.5', '93.184.216.34'],
  });

  test.each([
    'https://cdn.example.com/remotes/public/remoteEntry.js',
    'http://127.0.0.1:8102/remoteEntry.js',
    'http://localhost:8102/remoteEntry.js',
    'http://remote-public.localhost:8102/remoteEntry.js',
    'http://[::1]:8102/remoteEntry.js',
    'http://192.168.1.20/remoteEntry.js',
    'http://172.20.0.3/remoteEntry.js',
    'http://remote-public:8080/remoteEntry.js',
  ])('loads from %s', async (address) => {
    expect(await remoteCodeOrigin(address, [], dns)).toEqual({ allowed: true });
  });

  test.each([
    ['http://cdn.example.com/remoteEntry.js', 'is not a loopback or private-network address'],
    ['http://203.0.113.10/remoteEntry.js', 'is not a loopback or private-network address'],
    ['http://split.example.com/remoteEntry.js', 'is not a loopback or private-network address'],
    ['http://nowhere.invalid/remoteEntry.js', 'does not resolve'],
    ['ftp://127.0.0.1/remoteEntry.js', 'neither https nor http'],
    ['/remotes/public/remoteEntry.js', 'not an absolute address'],
  ])('refuses %s', async (address, reason) => {
    const verdict = await remoteCodeOrigin(address, [], dns);
    expect(verdict.allowed).toBe(false);
    expect(verdict.allowed === false && verdict.reason).toContain(reason);
  });

  test('a host listed in REMOTE_HTTP_ALLOW is loaded over http', async () => {
    expect(await remoteCodeOrigin('http://cdn.example.com/remoteEntry.js', ['cdn.example.com'], dns)).toEqual({ allowed: true });
  });
});

describe('isPrivateAddress', () => {
  test.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.0.1', '169.254.1.1', '::1', 'fd12:3456::1', 'fe80::1', '::ffff:10.0.0.1'])(
    '%s is private',
    (ip) => {
      expect(isPrivateAddress(ip)).toBe(true);
    },
  );
  test.each(['8.8.8.8', '172.32.0.1', '172.15.0.1', '193.168.0.1', '2001:db8::1', '::ffff:8.8.8.8', 'not-an-ip'])('%s is not', (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });
});
