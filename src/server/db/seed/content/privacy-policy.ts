/**
 * The privacy policy a fresh site starts with (admins edit it at /admin/privacy-policy). Migration 0028 put
 * its Cookies section into sites that still had the first one, which named one cookie where there are two.
 */
export const PRIVACY_POLICY = `# Privacy Policy

Top 5 is a community where members share ranked Top 5 lists on pop culture. This policy explains what we collect, why we collect it and the choices you have.

## What we collect

When you register we collect your username, display name, email address, password (stored only as a one-way hash), birth month and year, country, city and, in the United States, your postal code. When you use the site we store the questions you create, the Top 5 lists you submit (including earlier versions when you edit them), your likes, comments, follows and reports, and the notifications we send you.

## How we use it

Your email address is used to verify your account, reset your password and send messages you ask for. Your birth year is used to place your answers in an age group for the anonymous "results by age group" view; age groups with fewer than five responses show only a count so that no one's answer can be singled out. Your location helps us understand where our community lives. We never sell your data.

## What other members see

Other members see your username, display name, profile picture, bio, join date, public answers, likes, comments and follower counts. They never see your email address, birth date, postal code or password. Private answers are visible only to you; the answer count others see on your profile counts only your public answers.

## Private answers in results

A private answer counts anonymously in a question's results, but only once the question has at least five answers in all. Until then the results, the answer count and the results by age group are built from the public answers alone, so a private answer can never be picked out of a question few people have answered. This cannot hide everything: someone watching a question's results at the very moment an answer is added (for example when a question goes from four answers to five) can see how the totals moved, and if they also know who answered just then, they can work out what that person chose. If that matters to you, answer privately on questions that already have many answers. Administrators can see every answer, private ones included, to keep the site safe.

## Cookies and what your browser keeps

We set two cookies. Both are HttpOnly (no script on the page can read them), and neither is used for advertising or tracking:

- **top5_session** keeps you signed in. It ends when you log out or after two hours without activity.
- **top5_device** is set when you sign in and kept for a year. It holds only a random code (we store a one-way hash of it with your account) and marks this browser as one you have signed in from before, so that someone guessing your password from elsewhere cannot lock you out of your own account.

If you pick a light or dark theme other than your device's, your browser keeps that choice in its own storage (localStorage, under top5-theme). It never leaves your browser.

## Keeping and deleting your data

We keep your data while your account exists. You can ask us to delete your account and everything linked to it at any time from the Request Data Deletion page; we review requests within 5-7 business days.

## Contact

Questions about privacy? Write to privacy@top5.example and we will answer within a few days.`;
