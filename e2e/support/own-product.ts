import { startProduct, type RunningProduct } from './product';
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
