import type { RemoteFiles } from './remote-files';
import { contractVerdicts } from './contract-verdicts';

/** A remote's files holding only this contract (or none). */
const filesWith = (contract?: object): RemoteFiles => ({
  publicBase: '/remotes/x/',
  validator: async () => null,
  read: async (file) => (file === 'contract.json' && contract ? { body: Buffer.from(JSON.stringify(contract)), etag: '1' } : null),
});

const shared = filesWith({ name: 'remote_shared', exposes: { './ui': ['Button', 'Icon'], './api': ['api'] }, needs: {} });

describe('contract verdicts', () => {
  it('refuses a consumer needing an export remote_shared lacks, naming it, and passes the others', async () => {
    const verdicts = await contractVerdicts(
      {
        remote_shared: shared,
        remote_admin: filesWith({ name: 'remote_admin', exposes: {}, needs: { remote_shared: { './ui': ['Icon', 'Tooltip'] } } }),
        remote_public: filesWith({ name: 'remote_public', exposes: {}, needs: { remote_shared: { './ui': ['Button'] } } }),
      },
      '0.1.0-aaaaaaa',
    );
    expect(verdicts).toEqual({
      remote_admin: 'remote_admin is refused: it needs Tooltip from remote_shared/ui, which remote_shared 0.1.0-aaaaaaa does not export',
    });
  });

  it('refuses a remote_public built for a shell that put a Redux store around public pages; the back office may read through remote_shared/api', async () => {
    const verdicts = await contractVerdicts(
      {
        remote_shared: shared,
        remote_admin: filesWith({ name: 'remote_admin', exposes: {}, needs: { remote_shared: { './api': ['api'] } } }),
        remote_public: filesWith({ name: 'remote_public', exposes: {}, needs: { remote_shared: { './ui': ['Button'], './api': ['api'] } } }),
      },
      null,
    );
    expect(Object.keys(verdicts)).toEqual(['remote_public']);
    expect(verdicts.remote_public).toMatch(
      /^remote_public is refused: it reads through remote_shared\/api, which needs the Redux store this shell no longer puts around public pages/,
    );
  });

  it('judges nothing without contracts (builds made before them)', async () => {
    expect(await contractVerdicts({ remote_shared: filesWith(), remote_admin: filesWith({ needs: { remote_shared: { './x': ['y'] } } }) }, null)).toEqual({});
    expect(await contractVerdicts({ remote_shared: shared, remote_admin: filesWith() }, null)).toEqual({});
  });
});
