import { ServicePage } from '@/blocks/service-page/service-page';
import content from './content';

export function ServicesHumanPage() {
  return <ServicePage content={content} />;
}
