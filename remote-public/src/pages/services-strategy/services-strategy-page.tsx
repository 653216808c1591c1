import { ServicePage } from '@/blocks/service-page/service-page';
import content from './content';

/** Spec §2: /services/strategy is about the benefits of mobile apps. */
export function ServicesStrategyPage() {
  return <ServicePage content={content} />;
}
