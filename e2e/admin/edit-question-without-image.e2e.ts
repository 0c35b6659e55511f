/**
 * Issue 20: an admin could not save a question whose stored image is null (none given, or a remote image that
 * failed or is pending): the edit dialog required "Image URL". Image stays optional on edit as on create.
 */
import { describe, expect, test } from '../fixtures/test.js';
import { askQuestion, createMember, uniqueTag } from '../social/social-kit.js';
import { adminApi, LONG_FLOW, openAdminDashboard, patient, seen, toast } from './admin-kit.js';

describe('editing a question with no image', () => {
  test('the admin changes its description and saves; no image is asked for', LONG_FLOW, async ({ page }) => {
    patient(page);
    const tag = uniqueTag();
    const member = await createMember('noimage');
    const question = await askQuestion(member, `Top 5 deserts ${tag}`);

    await openAdminDashboard(page);
    const panel = page.getByRole('tabpanel', { name: 'Manage Questions' });
    const row = panel.getByRole('row').filter({ has: page.getByRole('link', { name: question.title }) });
    await (await seen(row.getByRole('button', { name: `Edit ${question.title}` }))).click();
    const dialog = await seen(page.getByRole('dialog', { name: 'Edit Question' }));
    expect(await dialog.getByLabel('Image URL').inputValue()).toBe('');
    await dialog.getByLabel('Description').fill(`Sand and stone ${tag}`);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Question updated successfully');

    const admin = await adminApi();
    const saved = await admin<{ description: string; imageUrl: string | null }>(
      'GET',
      `/api/questions/${question.id}`,
    );
    expect(saved.description).toBe(`Sand and stone ${tag}`);
  });
});
