/** The parts of a chat completion choice the narrator reads. */
export type CompletionChoice = {
  finish_reason?: string | null;
  message?: { content?: string | null; refusal?: string | null; parsed?: unknown } | null;
} | undefined;

/**
 * What a reply holds: a JSON value to validate, an answer to retry with the problem quoted back
 * (cut off, not JSON), or a refusal that a retry would not change.
 */
export type ReadReply = { kind: 'json'; value: unknown } | { kind: 'unusable'; problem: string } | { kind: 'refused'; problem: string };

/** The JSON object inside a reply's text: bare, fenced (```json), or after a preamble. */
export function extractJson(content: string): unknown {
  const text = content.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text);
  const body = fenced?.[1] ?? text;
  try {
    return JSON.parse(body);
  } catch (first) {
    // Some local models think aloud or add a sentence around the object: take the outermost braces.
    const start = body.indexOf('{');
    const end = body.lastIndexOf('}');
    if (start >= 0 && end > start && (start > 0 || end < body.length - 1)) return JSON.parse(body.slice(start, end + 1));
    throw first;
  }
}

/**
 * Reads the first choice of a chat completion: `message.parsed` when the server or SDK already
 * parsed it, else the JSON in `message.content`. A cut-off or non-JSON answer is `unusable`.
 */
export function readCompletion(choice: CompletionChoice): ReadReply {
  if (!choice?.message) return { kind: 'unusable', problem: 'the reply had no message' };
  const { message } = choice;
  if (choice.finish_reason === 'content_filter') return { kind: 'refused', problem: 'the reply was stopped by the content filter' };
  if (message.refusal) return { kind: 'refused', problem: `the model refused: ${message.refusal}` };
  if (choice.finish_reason === 'length') {
    return {
      kind: 'unusable',
      problem: 'the answer was cut off at the output token limit before the JSON object was complete: write a shorter answer (brief paragraphs, short interludes and prompts)',
    };
  }
  if (message.parsed !== undefined && message.parsed !== null) return { kind: 'json', value: message.parsed };
  const content = message.content ?? '';
  if (content.trim() === '') return { kind: 'unusable', problem: 'the answer was empty: reply with the JSON object' };
  try {
    return { kind: 'json', value: extractJson(content) };
  } catch (e) {
    return { kind: 'unusable', problem: `the answer is not valid JSON (${e instanceof Error ? e.message : String(e)}): reply with one JSON object and nothing else` };
  }
}
