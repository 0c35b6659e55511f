import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { hidden, visible } from '../fixtures/wait.js';
import { createMember } from './social-kit.js';

/** A real 800×400 PNG: the left half red, the right half blue, so the crop's position shows in the result. */
async function redBluePng(): Promise<string> {
  const half = { width: 400, height: 400, channels: 3 as const };
  const red = await sharp({ create: { ...half, background: { r: 255, g: 0, b: 0 } } })
    .png()
    .toBuffer();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'top5-e2e-picture-')), 'holiday.png');
  await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([{ input: red, left: 0, top: 0 }])
    .png()
    .toFile(file);
  return file;
}

describe('changing the profile picture', () => {
  test('A uploads a PNG, zooms and drags it in the crop dialog, and gets a square JPEG of the part they chose', async ({
    page,
    baseUrl,
  }) => {
    const a = await createMember('picture');
    const png = await redBluePng();
    await signIn(page, a.email, a.password);
    await page.goto(`/users/${a.username}`);
    await visible(page.getByRole('heading', { name: a.displayName }));

    await page.getByRole('button', { name: 'Change profile picture' }).click();
    const picker = await visible(page.getByRole('dialog', { name: 'Change profile picture' }));
    await picker.getByRole('tab', { name: 'Upload File' }).click();
    await picker.locator('input[type="file"]').setInputFiles(png);
    await visible(picker.getByText('holiday.png'));
    await picker.getByRole('button', { name: 'Continue to Crop' }).click();

    const crop = await visible(page.getByRole('dialog', { name: 'Crop your picture' }));
    await hidden(page.getByRole('dialog', { name: 'Change profile picture' }));
    await visible(crop.getByRole('img', { name: 'Your new profile' }));
    await hidden(crop.getByRole('status', { name: 'Loading picture' }));
    const apply = crop.getByRole('button', { name: 'Apply Crop' });
    expect(await apply.isEnabled()).toBe(true);
    // Zoom from 100% to 200% with the slider (ten steps of 0.1).
    const zoom = crop.getByRole('slider', { name: 'Zoom' });
    expect(await zoom.getAttribute('aria-valuetext')).toBe('100%');
    await zoom.focus();
    for (let i = 0; i < 10; i++) await zoom.press('ArrowRight');
    expect(await zoom.getAttribute('aria-valuetext')).toBe('200%');
    // Drag the picture 200 px to the right: the circle now shows only the red left half.
    const area = crop.getByRole('application');
    const box = await area.boundingBox();
    if (!box) throw new Error('the crop area has no box');
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 100, centre.y, { steps: 5 });
    await page.mouse.move(centre.x + 200, centre.y, { steps: 5 });
    await page.mouse.up();

    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/users/profile-picture/upload') && r.request().method() === 'POST',
    );
    await apply.click();
    expect((await uploaded).status()).toBe(200);
    await visible(page.getByText('Profile updated', { exact: true }));
    await visible(page.getByText('Your profile picture has been changed.'));
    await hidden(page.getByRole('dialog', { name: 'Crop your picture' }));

    // The header shows the new picture, served from our uploads.
    const avatar = page.getByRole('main').getByRole('img', { name: a.displayName });
    await visible(avatar);
    const src = await avatar.getAttribute('src');
    expect(src).toMatch(/^\/uploads\/profile-pictures\/[A-Za-z0-9]+\.jpg$/);

    // That address serves a square JPEG, all red: the part chosen in the dialog, not the centre of the PNG.
    const served = await fetch(`${baseUrl}${src}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeGreaterThan(0);
    expect(meta.width).toBe(meta.height);
    const { channels } = await sharp(bytes).stats();
    expect(channels[0].mean).toBeGreaterThan(200);
    expect(channels[2].mean).toBeLessThan(40);

    // It stays after a reload, and the top bar's menu shows it too.
    await page.reload();
    await visible(page.getByRole('main').getByRole('img', { name: a.displayName }));
    expect(await page.getByRole('main').getByRole('img', { name: a.displayName }).getAttribute('src')).toBe(
      src,
    );
    const menuPicture = page.getByRole('button', { name: 'Account menu' }).locator('img');
    await visible(menuPicture);
    expect(await menuPicture.getAttribute('src')).toBe(src);
  });

  test('an address that cannot be fetched: A is told so, and the old picture stays', async ({
    page,
    baseUrl,
  }) => {
    const a = await createMember('badurl');
    await signIn(page, a.email, a.password);
    // The picture A has now, uploaded through the API with the browser's session.
    const upload = await page.request.post('/api/users/profile-picture/upload', {
      headers: { Origin: baseUrl },
      multipart: {
        profilePicture: {
          name: 'old.png',
          mimeType: 'image/png',
          buffer: fs.readFileSync(await redBluePng()),
        },
      },
    });
    expect(upload.status()).toBe(200);
    const old: string = (await upload.json()).profilePicture;
    await page.goto(`/users/${a.username}`);
    const avatar = page.getByRole('main').getByRole('img', { name: a.displayName });
    await visible(avatar);
    expect(await avatar.getAttribute('src')).toBe(old);

    await page.getByRole('button', { name: 'Change profile picture' }).click();
    const picker = await visible(page.getByRole('dialog', { name: 'Change profile picture' }));
    await picker.getByLabel('Image URL').fill('https://images.example.invalid/me.png');
    await picker.getByRole('button', { name: 'Save Picture' }).click();
    await visible(page.getByText('Update failed', { exact: true }));
    await visible(
      page.getByText('The image at that address could not be fetched. Your picture was not changed.'),
    );

    // The dialog stays open for another try; closed, the profile still shows the old picture, also after a reload.
    await picker.getByRole('button', { name: 'Close' }).click();
    await hidden(page.getByRole('dialog', { name: 'Change profile picture' }));
    expect(await avatar.getAttribute('src')).toBe(old);
    await page.reload();
    await visible(avatar);
    expect(await avatar.getAttribute('src')).toBe(old);
  });
});
