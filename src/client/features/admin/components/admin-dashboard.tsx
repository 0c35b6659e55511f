import {
  FileText,
  Flag,
  Inbox,
  ListChecks,
  MessageSquareText,
  ScrollText,
  Target,
  Users,
} from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/client/components/page-header';
import { Button } from '@/client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { usePageTitle } from '@/client/lib/use-page-title';
import { AuditLogTab } from './audit-log-tab';
import { DeletionRequestsTab } from './deletion-requests-tab';
import { GoalsTab } from './goals-tab';
import { QuestionsTab } from './questions-tab';
import { ResponsesTab } from './responses-tab';
import { UsersTab } from './users-tab';

const TABS = [
  { value: 'questions', label: 'Manage Questions', icon: ListChecks },
  { value: 'goals', label: 'User Goals', icon: Target },
  { value: 'responses', label: 'Responses Data', icon: MessageSquareText },
  { value: 'users', label: 'User Management', icon: Users },
  { value: 'deletion-requests', label: 'Deletion Requests', icon: Inbox },
  { value: 'audit-log', label: 'Audit Log', icon: ScrollText },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/**
 * /admin (docs/product.md section 2): the four tabs of the spec plus the data deletion requests and the audit
 * log, and links to Content Reports and the Privacy Policy editor. The open tab is kept in ?tab= so that a
 * link or a reload opens the same one. `currentUserId` is the signed-in admin, whose own admin flag and account
 * cannot be changed from here.
 */
export function AdminDashboard({ currentUserId }: { currentUserId: number | null }) {
  usePageTitle('Admin Dashboard');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'questions';

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Admin Dashboard"
        description="Manage questions, community goals, responses and members."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/admin/reports">
                <Flag aria-hidden="true" />
                Content Reports
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/privacy-policy">
                <FileText aria-hidden="true" />
                Privacy Policy
              </Link>
            </Button>
          </>
        }
      />
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setParams(next === 'questions' ? {} : { tab: next }, { replace: true, preventScrollReset: true })
        }
      >
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabsList className="w-max">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="questions">
          <QuestionsTab />
        </TabsContent>
        <TabsContent value="goals">
          <GoalsTab />
        </TabsContent>
        <TabsContent value="responses">
          <ResponsesTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab currentUserId={currentUserId} />
        </TabsContent>
        <TabsContent value="deletion-requests">
          <DeletionRequestsTab />
        </TabsContent>
        <TabsContent value="audit-log">
          <AuditLogTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
