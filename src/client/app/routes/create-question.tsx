import { ComingSoon } from '@/client/components/coming-soon';

export function CreateQuestionRoute() {
  return <ComingSoon title="Create Question">Posting your own question is coming soon.</ComingSoon>;
}
