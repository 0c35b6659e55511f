import { QuestionCard, type QuestionCardProps } from '@/client/features/questions/components/question-card';
import { ShareMenu } from '@/client/features/share/components/share-menu';

/** The question card with its share menu, as every question grid shows it. */
export function FeedQuestionCard(props: Omit<QuestionCardProps, 'share'>) {
  const { question } = props;
  return (
    <QuestionCard
      {...props}
      share={
        <ShareMenu
          iconOnly
          label="Share this question"
          url={`/question/${question.id}`}
          text={`What's your Top 5? ${question.title}`}
        />
      }
    />
  );
}
