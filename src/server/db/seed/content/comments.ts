/** Comment lines for the demo content; {item} is one of the answers of the response commented on. */
export const COMMENT_TEMPLATES = [
  'Great list! {item} at number one is the right call.',
  '{item} deserves way more love, glad to see it here.',
  'Totally agree with your top three.',
  "Interesting order. I'd swap the top two, but respect.",
  'No notes. This is the correct list.',
  'Putting {item} that high is a bold choice!',
  'I forgot about {item}, adding it to my own list now.',
  'This made me rethink my whole Top 5.',
  'Finally someone who gets it.',
  'Hard disagree on {item}, but the rest is perfect.',
  'Underrated pick with {item}. Love it.',
  'How is {item} not number one?!',
];
