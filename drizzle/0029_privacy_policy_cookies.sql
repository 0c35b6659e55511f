-- The first policy's Cookies section named one cookie; the site sets two and keeps the theme in localStorage
-- (issue 20). Replaced only where that exact paragraph is still there: an admin's own wording is left alone.
UPDATE "privacy_policy" SET "content" = replace("content", '## Cookies

We use a single session cookie to keep you signed in. It is HttpOnly, expires after two hours without activity and is never used for advertising or tracking.', '## Cookies and what your browser keeps

We set two cookies. Both are HttpOnly (no script on the page can read them), and neither is used for advertising or tracking:

- **top5_session** keeps you signed in. It ends when you log out or after two hours without activity.
- **top5_device** is set when you sign in and kept for a year. It holds only a random code (we store a one-way hash of it with your account) and marks this browser as one you have signed in from before, so that someone guessing your password from elsewhere cannot lock you out of your own account.

If you pick a light or dark theme other than your device''s, your browser keeps that choice in its own storage (localStorage, under top5-theme). It never leaves your browser.'), "updated_at" = now()
WHERE position('## Cookies

We use a single session cookie to keep you signed in. It is HttpOnly, expires after two hours without activity and is never used for advertising or tracking.' in "content") > 0;
