import { Link } from 'react-router';
import { ComingSoon } from '@/client/components/coming-soon';

export function PrivacyRoute() {
  return (
    <ComingSoon title="Privacy Policy">
      Our full privacy policy is coming soon. You can already{' '}
      <Link to="/data-deletion" className="font-medium text-primary hover:underline">
        Request Data Deletion
      </Link>
      .
    </ComingSoon>
  );
}
