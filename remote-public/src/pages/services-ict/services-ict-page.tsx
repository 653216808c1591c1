import { ServicePage, type ServicePageContent } from '@/blocks/service-page/service-page';
import content from './content.json';

export function ServicesIctPage() {
  return <ServicePage content={content as ServicePageContent} />;
}
