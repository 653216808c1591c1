import { TestMailServer } from 'tools/testing/mail-server';
import { freePort, startProduct, type RunningProduct } from './product';
import { test } from './test';

/**
 * A product instance of the calling file's (or describe block's) own, for journeys whose data or
 * settings must not meet the suite's shared instance: started before its tests, stopped after them.
 */
export function ownProduct(env: NodeJS.ProcessEnv = {}): { readonly url: string } {
  let product: RunningProduct | undefined;
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000); // a second product instance starts under the suite's load
    product = await startProduct(env);
  });
  test.afterAll(async () => {
    await product?.stop();
  });
  return {
    get url() {
      if (!product) throw new Error('the product instance of this file has not started');
      return product.url;
    },
  };
}

/** The sender the journeys' own instances put on their mails. */
export const MAIL_FROM = 'Savanna Digital <no-reply@savanna.example>';

/**
 * `ownProduct` with a real mail server in the test process (tools/testing/mail-server.ts) that it
 * sends through, from `MAIL_FROM`. Its SITE_URL is its own address, so the links in its mails
 * open on it. The server accepts mail unless a test says otherwise (`smtp.mode`).
 */
export function ownProductWithMail(env: NodeJS.ProcessEnv = {}): { readonly url: string; readonly smtp: TestMailServer } {
  let smtp: TestMailServer | undefined;
  let product: RunningProduct | undefined;
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000); // a second product instance starts under the suite's load
    smtp = await new TestMailServer().start();
    const port = await freePort();
    product = await startProduct({ PORT: String(port), SITE_URL: `http://127.0.0.1:${port}`, SMTP_URL: smtp.url, MAIL_FROM, ...env });
  });
  test.afterAll(async () => {
    await product?.stop();
    await smtp?.stop();
  });
  return {
    get url() {
      if (!product) throw new Error('the product instance of this file has not started');
      return product.url;
    },
    get smtp() {
      if (!smtp) throw new Error('the mail server of this file has not started');
      return smtp;
    },
  };
}
