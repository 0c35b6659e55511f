import type { listAdminResponses } from './admin-responses.js';
import type { CallOutput, CallInput } from './contract.js';
type Out = CallOutput<typeof listAdminResponses>;
const check = (o: Out) => o.responses[0].isHidden satisfies boolean;
type In = CallInput<typeof listAdminResponses>;
const input: In = { query: { page: 1, limit: 25, questionId: '3', format: 'csv' } };
export { check, input };
