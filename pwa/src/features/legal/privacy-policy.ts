// The privacy policy in plain language. It contains the statements of spec 1 §1 and describes what
// the app and the server actually keep (pwa/src/shared/local-db/local-db.ts, sync-server/migrations).

/** One section of the policy; the text is markdown. */
export type PolicySection = { id: string; heading: string; text: string };

/** The date of the policy's last change (YYYY-MM-DD). */
export const PRIVACY_UPDATED = '2026-11-22';

/** The short version: the statements shown to users (spec 1 §1), word for word in substance. */
export const PRIVACY_SUMMARY: readonly string[] = [
  'No ads and no tracking cookies.',
  'We use a privacy-first analytics service.',
  'IP addresses are held only in memory and deleted after 24 hours.',
  'Your e-mail address is optional and only collected if you register or subscribe to the newsletter.',
  'Access tokens and story access codes are stored on your device.',
];

/** The full policy, section by section. */
export const PRIVACY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'without-account',
    heading: 'Playing without an account',
    text: `You can create and play stories without an account and without giving us an e-mail address. When a story is created, every player gets an access code. Your codes are kept on your device, which is how Taleforge finds your stories again. Anyone who has a code can open that player's view of the story, so share codes only with the people you play with.`,
  },
  {
    id: 'on-your-device',
    heading: 'What stays on your device',
    text: `Taleforge keeps its data in your browser's own storage (IndexedDB), so that stories open quickly and keep working offline:

- **your story access codes**, grouped by story;
- **cached Worlds**: the Worlds you have browsed or opened;
- **your stories as you last saw them**: every beat you have read, for each code;
- **queued choices**: choices and character selections made while offline, until the server has received them;
- **a session id** for the live connection to a story, and, if you are signed in, **your list of stories**, so it can be shown offline.

The app's files, Worlds and story images are also cached by the app's service worker so Taleforge can start without a connection.

Two cookies are set, both needed for the app to work and neither used for tracking. A **security token** (XSRF-TOKEN) protects forms against cross-site request forgery. When you sign in, an **access token** (tf_session) keeps you signed in: it cannot be read by scripts, lasts up to a day, or 30 days if you choose to stay signed in, and is removed when you sign out.`,
  },
  {
    id: 'on-our-server',
    heading: 'What we store on our server',
    text: `- **Stories**: the setup you chose or typed, every beat, the choices made and the dice rolls, the characters players picked and the access codes. Stories are stored so they can be played by several people, continued later and reread.
- **Accounts**, if you register: your username, your e-mail address, your password as a salted hash (never the password itself), your role, and when you registered and last signed in. Sign-ins are recorded only as a hash of the access token.
- **Worlds** you create, including the changes made while editing them together.
- **Feedback** you send: its type, your rating and comment, the contact details you choose to add, and the title and text of the story or beat it refers to.
- **Newsletter**: your e-mail address and the date you subscribed.
- **Images** generated for stories and Worlds.`,
  },
  {
    id: 'ip-addresses',
    heading: 'IP addresses',
    text: `Our server sees your IP address with every request. It uses it only to limit how often the same address can, for example, create stories or try to sign in, which protects the service from abuse. IP addresses are held only in memory and deleted after 24 hours; they are never written to our database.`,
  },
  {
    id: 'analytics',
    heading: 'Analytics',
    text: `We use a privacy-first analytics service to see how much Taleforge is used and which pages are visited. It sets no cookies, and we use it only for counts, never to follow individual people.`,
  },
  {
    id: 'ai-provider',
    heading: 'The AI that writes your stories',
    text: `To write a story, Taleforge sends the setup, the World and the story so far to its AI provider, and checks what players type with the provider's content filters. We have a data processing agreement with the provider, and your data is not used to train its models. Please do not type real personal information (names, addresses, health details) into stories.`,
  },
  {
    id: 'who-can-see',
    heading: 'Who can see your stories',
    text: `The players of a story see it through their access codes. Taleforge itself can access Worlds and played stories, for example to investigate a problem you report. We do not sell your data, and we show no ads.`,
  },
  {
    id: 'email',
    heading: 'Your e-mail address',
    text: `E-mail is optional. We only collect it if you register, to identify your account, or if you subscribe to the newsletter, which arrives about once a month. We don't use it for anything else.`,
  },
  {
    id: 'deleting',
    heading: 'Deleting your data',
    text: `- **On your device**: clearing this site's data in your browser removes everything Taleforge has stored there, including your access codes. Without the codes you can no longer open those stories unless you are signed in.
- **A story**: signed in, you can delete a story from My Stories. It is removed from your list and its codes are removed from your device; the other players keep their copy.
- **Your account**: ask us to delete it and an administrator will do so. Deleting an account removes the data associated with it. Send the request through the feedback form, with the username or e-mail address of the account and a way to reach you.
- **Newsletter**: ask us the same way to remove your address.`,
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    text: `If what we store or how we use it changes, we will update this page and its date before the change takes effect.`,
  },
];
