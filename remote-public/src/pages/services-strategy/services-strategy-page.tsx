import { ServicePage, type ServicePageContent } from '@/blocks/service-page/service-page';
import content from './content.json';

/** Spec §2: /services/strategy is about the benefits of mobile apps. */
export function ServicesStrategyPage() {
  return <ServicePage content={content as ServicePageContent} />;
}
