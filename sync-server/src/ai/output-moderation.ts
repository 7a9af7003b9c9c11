import { audienceOf, type NarratorCall, type NarratorOutputOf, type NarratorRequestOf } from '@engine';
import { guidelinesSchema } from '@schemas';

const NO_GUIDELINES = guidelinesSchema.parse({});

/** Whether a call's words are for a children's story, so they are moderated before anyone sees them (issue 29). */
export function forChildren<C extends NarratorCall>(call: C, request: NarratorRequestOf<C>): boolean {
  switch (call) {
    case 'setupFromPrompt': {
      const r = request as NarratorRequestOf<'setupFromPrompt'>;
      return audienceOf({ category: r.category, prompt: r.prompt }, NO_GUIDELINES).children;
    }
    case 'setupFromWorld':
      return audienceOf({}, (request as NarratorRequestOf<'setupFromWorld'>).template.guidelines).children;
    default:
      return (request as { context: { story: { audience: { children: boolean } } } }).context.story.audience.children;
  }
}

/** The words of an output that players read (beats, switch choices, a prompt World's characters), one text to moderate. */
export function visibleText<C extends NarratorCall>(call: C, output: NarratorOutputOf<C>): string {
  switch (call) {
    case 'writeBeat': {
      const b = output as NarratorOutputOf<'writeBeat'>;
      return [b.title, b.text.replace(/<image\b[^>]*\/?>/g, ''), ...b.options.map((o) => o.text), ...b.interludes.map((i) => i.text), ...b.imageRequests.map((r) => r.caption)].join('\n');
    }
    case 'writeSwitch': {
      const s = output as NarratorOutputOf<'writeSwitch'>;
      return [s.title, s.question, ...s.topicChoices].join('\n');
    }
    case 'planThread': {
      const t = output as NarratorOutputOf<'planThread'>;
      return [t.title, ...t.progression.flatMap((p) => [p.title, p.question, ...p.possibleResolutions.map((r) => r.text)])].join('\n');
    }
    case 'writeMilestones':
      return (output as NarratorOutputOf<'writeMilestones'>).milestones.map((m) => m.text).join('\n');
    case 'setupFromWorld': {
      const w = output as NarratorOutputOf<'setupFromWorld'>;
      return [w.title, w.plan].join('\n');
    }
    case 'setupFromPrompt': {
      const p = output as NarratorOutputOf<'setupFromPrompt'>;
      return [
        p.title,
        p.guidelines.world,
        p.characterSelectionIntroduction.title,
        p.characterSelectionIntroduction.text,
        ...p.storyElements.flatMap((e) => [e.name, e.appearance]),
        ...p.players.flatMap((x) => [...x.identities.flatMap((i) => [i.name, i.appearance]), ...x.backgrounds.flatMap((b) => [b.title, b.fluffTemplate])]),
      ].join('\n');
    }
    default:
      return '';
  }
}
