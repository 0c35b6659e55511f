import { useParams } from 'react-router';
import { ComingSoon } from '@/client/components/coming-soon';

export function QuestionRoute() {
  const { id } = useParams();
  return <ComingSoon title="Question">Question {id} and its Top 5 answers are coming soon.</ComingSoon>;
}
