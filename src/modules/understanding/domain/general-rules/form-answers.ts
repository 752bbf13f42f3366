import { keyWords } from '../vocabulary/key-words';
import { isObject } from './item-context';

// A form's response sent as a list of questions with their answers (Tally, Typeform, Jotform, Google Forms relays):
// `[{ label: "Best moment", type: "TEXTAREA", value: "…" }, { label: "Mood", value: ["<option id>"], options: [...] }]`.

const QUESTION_KEYS = ['label', 'question', 'title', 'display_name', 'displayName', 'name'];
const ANSWER_KEYS = ['value', 'answer', 'response'];
/** Answers a form shows nobody (hidden fields, calculated ones): plumbing. */
const UNSHOWN_TYPE = /hidden|calculated|payment|signature|file/i;
/** Answers told of one response: a form may have hundreds of fields. */
const MAX_ANSWERS = 8;
const MAX_ANSWER_CHARS = 200;
const CODE_ANSWER = /^[a-z0-9]+(?:_[a-z0-9]+)+$/;

export interface FormAnswers {
  answers: Array<{ question: string; answer: string }>;
  /** The answer to a name question ("Your name"): who responded. */
  respondent: string | null;
}

export function formAnswersOf(list: unknown[]): FormAnswers | null {
  if (list.length === 0 || !list.every(isObject)) return null;
  // (Lines of money, `taxes: [{name: "VAT", value: "1200_bps", amount, currency}]`, are no form's answers.)
  if ((list as Array<Record<string, unknown>>).some((field) => 'currency' in field || 'amount' in field)) return null;
  const answers: FormAnswers['answers'] = [];
  let respondent: string | null = null;
  for (const field of list as Array<Record<string, unknown>>) {
    const question = QUESTION_KEYS.map((key) => questionText(field[key])).find((value) => typeof value === 'string');
    const answerKey = ANSWER_KEYS.find((key) => key in field);
    if (typeof question !== 'string' || answerKey === undefined) return null;
    if (typeof field.type === 'string' && UNSHOWN_TYPE.test(field.type)) continue;
    const answer = answerText(field[answerKey], field.options ?? field.choices);
    // (A code in snake case, `1200_bps`, is nobody's answer.)
    if (answer === null || CODE_ANSWER.test(answer)) continue;
    const words = keyWords(question.replace(/\s+/g, '_'));
    if (respondent === null && words[words.length - 1] === 'name' && answer.length <= 80) {
      respondent = answer;
      continue;
    }
    if (answers.length < MAX_ANSWERS) answers.push({ question: question.trim(), answer });
  }
  return answers.length > 0 || respondent !== null ? { answers, respondent } : null;
}

/** A question as its text, or as an object of its own (Tito's `question: {title: "Dietary requirements"}`). */
function questionText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!isObject(value)) return undefined;
  return [value.title, value.label, value.text].find((text): text is string => typeof text === 'string');
}

/** Words a person gave: a text, or the choices picked (option ids looked up in the form's options); else null. */
function answerText(value: unknown, options: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim().slice(0, MAX_ANSWER_CHARS);
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return null;
  const byId = new Map<string, string>();
  if (Array.isArray(options))
    for (const option of options)
      if (isObject(option) && typeof option.id === 'string' && typeof option.text === 'string')
        byId.set(option.id, option.text);
  const picked = (value as string[]).map((id) => byId.get(id) ?? (byId.size === 0 ? id : null));
  if (picked.length === 0 || picked.some((text) => text === null)) return null;
  return picked.join(', ').slice(0, MAX_ANSWER_CHARS);
}
