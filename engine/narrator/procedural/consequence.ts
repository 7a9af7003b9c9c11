import { cap, imperativeToYou, lowerPhrase, sentence, stripEnd } from '../../language';
import { AFTERMATH, KID_AFTERMATH, KID_RECAPS, RECAPS } from './banks';
import type { Family } from './moves';
import type { Scene } from './scene';

// The consequence of the last choice, told at the start of the next beat: what you did, how it
// went, and what it changed for the person, place or thing you aimed it at.

type Res = 'favorable' | 'mixed' | 'unfavorable';

// What a move does to its target, by family and result. {who} is a person, {where} a place,
// {what} a thing or group.
const ON_PERSON: Record<Family, Record<Res, readonly string[]>> = {
  talk: {
    favorable: ['{who} [hears you out|listens, properly, for once|lets you finish], and something in {their} face changes.', '{who} [answers you plainly|gives you a straight answer], which is more than anyone else has done.', '{who} [agrees|comes round|softens], [slowly|to your surprise|after a long moment].', '{who} [thanks you|shakes your hand|gives you a long look] and [says yes|offers to help|tells you more].'],
    mixed: ['{who} answers half of what you asked and keeps the other half back.', '{who} listens, but you cannot tell what {they} will do with it.', '{who} [hears you out|lets you talk] and [gives nothing away|promises nothing|changes the subject].', '{who} [nods|frowns|hesitates], [which could mean anything|and asks for time|and says maybe].'],
    unfavorable: ['{who} [turns away|shuts the conversation down] before you are done.', '{who} [laughs|shakes {their} head], and that is the end of that.', '{who} [will not listen|does not believe a word|takes offence], [and walks off|and says so|and you lose {their} trust].', '{who} [cuts you off|stops you|raises a hand] [halfway through|before you start|mid-sentence].'],
  },
  force: {
    favorable: ['{who} [steps back|gives way], surprised, and for a moment you have the upper hand.', '{who} did not expect that, and it shows.'],
    mixed: ['{who} gives ground, but not much, and will remember this.', '{who} backs off, for now, with a look that promises a next time.'],
    unfavorable: ['{who} [was ready for you|sees you coming a mile off], and now {they} are wary.', '{who} stands firm, and you are the one who has to step back.'],
  },
  sneak: {
    favorable: ['{who} never notices you, and you learn more than {they} would ever say aloud.', 'You watch {who} long enough to see what {they} are hiding.'],
    mixed: ['You see part of what {who} is up to before {they} move out of sight.', '{who} glances your way once; you are not sure {they} saw you.'],
    unfavorable: ['{who} spots you, and there is no pretending otherwise.', '{who} turns at exactly the wrong moment and sees you.'],
  },
  search: {
    favorable: ['What you find changes how you see {who}.', 'You piece together something about {who} that {they} never meant anyone to know.'],
    mixed: ['You find something about {who}, but not the part that matters.', 'The trail that leads to {who} goes cold halfway.'],
    unfavorable: ['You find nothing about {who} that you do not already know.', 'Whatever {who} is hiding, it stays hidden.'],
  },
  trick: {
    favorable: ['{who} falls for it completely.', 'It works on {who} so well that you almost feel bad.'],
    mixed: ['{who} half believes you, which may be worse.', '{who} goes along with it, for reasons of {their} own.'],
    unfavorable: ['{who} sees straight through it.', '{who} is not fooled for a second, and now {they} are angry.'],
  },
  help: {
    favorable: ['{who} smiles, properly, for the first time since you met.', '{who} will not forget that, and neither will you.'],
    mixed: ['{who} is grateful, but it was not quite the help {they} needed.', 'It helps {who} a little, which is something.'],
    unfavorable: ['{who} does not want help today, and says so.', 'Your help makes things awkward for {who}, and you both know it.'],
  },
};

const ON_PLACE: Record<Family, Record<Res, readonly string[]>> = {
  talk: { favorable: ['Word of it gets round {where} before you do.'], mixed: ['At {where}, some people listen and some do not.'], unfavorable: ['At {where}, doors close a little faster when they see you coming.'] },
  force: {
    favorable: ['You are through {where} before anyone can stop you.', '{where} gives way to you, corner by corner.', 'You [cross|clear|take] {where} [in record time|without a scratch|with room to spare].'],
    mixed: ['You get into {where}, but not without being seen.', 'You make it halfway across {where} before it gets difficult.', 'You [reach|get into] {where}, [bruised|late|noticed], but you are there.'],
    unfavorable: ['{where} turns you back, and people saw it happen.', 'You get no further than the edge of {where}.', 'At {where} you are [stopped|turned away|sent back], [firmly|loudly|politely].'],
  },
  sneak: { favorable: ['You slip through {where} like a shadow.'], mixed: ['You get through {where}, mostly unseen.'], unfavorable: ['Someone at {where} saw you, and they will talk.'] },
  search: {
    favorable: ['In a corner of {where}, you find what you came looking for.', '{where} gives up one of its secrets.'],
    mixed: ['You find something at {where}, though not what you hoped.', '{where} gives you a clue, and a new question with it.'],
    unfavorable: ['{where} keeps its secrets, and you come away with dust on your hands and nothing else.', 'Nothing at {where} is where it should be.'],
  },
  trick: { favorable: ['The trick at {where} works perfectly.'], mixed: ['The trick at {where} half works.'], unfavorable: ['At {where}, the trick falls apart in front of everyone.'] },
  help: { favorable: ['At {where}, people start to smile at you.'], mixed: ['At {where}, it helps a little.'], unfavorable: ['At {where}, nobody seems to notice.'] },
};

const ON_THING: Record<Res, readonly string[]> = {
  favorable: ['{what} is [yours to use now|in your hands, for the moment|no longer a mystery to you].', 'You understand {what} better than an hour ago.'],
  mixed: ['You get close to {what}, but not close enough.', '{what} stays just out of reach, for now.'],
  unfavorable: ['{what} slips further away.', 'Someone else gets to {what} first.'],
};

const KID_ON: Record<Res, readonly string[]> = {
  favorable: ['{who} [smiles|claps|does a little dance].', 'Now {who} is your friend.'],
  mixed: ['{who} [blinks|scratches {their} head].', '{who} is not quite sure.'],
  unfavorable: ['{who} [frowns|sighs|says “Oh dear”].', '{who} shakes {their} head. Not today.'],
};

function agreeThey(scene: Scene): Record<string, string> {
  const p = scene.last?.target && scene.npc && scene.last.target.id === scene.npc.el.id ? scene.npc.pronouns : null;
  const they = p?.personal ?? 'they';
  return { they, their: p?.possessive ?? 'their', them: p?.object ?? 'them' };
}

/** Sentences for the last choice and its result, and what it changed. */
export function consequenceSentences(scene: Scene): string[] {
  const { req, voice } = scene;
  const last = scene.last;
  const out: string[] = [];
  const kids = scene.register === 'kids';
  if (last && req.lastChoice) {
    const act = imperativeToYou(last.text);
    const bare = act.replace(/^you /, '');
    const key = (last.resolution ?? 'exploration') as Res | 'exploration';
    const bank = kids ? KID_RECAPS[key] : RECAPS[key];
    out.push(sentence(voice.say(`recap-${key}`, bank, { Act: cap(act), act, actBare: bare })));
    const group = req.thread?.step === 0 ? req.thread.groupChoice : null;
    if (group && group !== last.text) {
      out.push(sentence(voice.say('outvoted', ['The others had other ideas: {fact}', 'You are outvoted: {fact}', 'The group decides otherwise: {fact}', 'The others choose differently: {fact}', '[Most|The rest] of the group [wants|prefers] something else: {fact}'], { fact: imperativeToYou(group).replace(/^you /, 'you will ') })));
    }
    const res = (last.resolution ?? 'favorable') as Res;
    const t = last.target;
    const pron = agreeThey(scene);
    if (t && last.resolution) {
      if (last.targetKind === 'character') {
        const bank = kids ? KID_ON[res] : ON_PERSON[last.family][res];
        out.push(sentence(voice.say(`on-person-${kids ? 'kids' : last.family}-${res}`, bank, { who: t.name, ...pron })));
        scene.featured.add(t.id);
      } else if (last.targetKind === 'location') {
        out.push(sentence(cap(voice.say(`on-place-${last.family}-${res}`, ON_PLACE[last.family][res], { where: t.name }))));
      } else if (!kids) {
        out.push(sentence(cap(voice.say(`on-thing-${res}`, ON_THING[res], { what: t.name }))));
      }
    }
    if (last.resourceType === 'sacrifice') out.push(voice.say('sacrifice', ['It costs you something real, and you feel it go.', 'You pay for it, and the price is yours to pay.', 'What you gave up is gone, whatever else happens.', 'You gave something up for this, and you know it.', 'The price [was high|was yours|is paid], and [you do not regret it|it hurts|you would pay it again].']));
    if (last.resourceType === 'reward') out.push(voice.say('reward', ['You reached for more than you needed, and you know it.', 'Going after the prize made everything harder.', 'The prize was worth reaching for, whatever happens next.', 'You [went for|reached for|grabbed at] the prize, [and it cost you|and it made things harder|and you would do it again].']));
    if (out.length < 3) out.push(voice.say(`after-${key}`, kids ? KID_AFTERMATH[key] : AFTERMATH[key]));
  }
  for (const m of req.newMilestones.slice(0, 2)) {
    if (!m.text || isEndingText(m.text, req)) continue;
    out.push(sentence(voice.say('news', ['And one thing has changed for good: {news}', 'Something has shifted: {news}', 'Word comes back: {news}', 'You hear how it turned out: {news}', 'The news reaches you: {news}', 'It is [clear|plain|certain] now: {news}'], { news: lowerPhrase(stripEnd(m.text)) })));
  }
  return out;
}

// Milestones written for the story's ending are told by the ending, not as news.
function isEndingText(text: string, req: Scene['req']): boolean {
  return req.plan.kind === 'ending' && text.length > 0;
}
