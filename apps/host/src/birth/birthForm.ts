import {
  BIRTH_MSG,
  eventBirthSchema,
  firstMessage,
  isBirthInFuture,
  LIMITS_BIRTH,
  seoulDateTime,
  seoulInstantText,
  type EventBirthInput,
  type EventBirthRequest,
  type NewsBirth,
} from '@babynews/contracts';

/**
 * The birth editor's fields and their rules (ARCHITECTURE "Birth announcement"), without React: the form
 * keeps text as typed, and `checkBirthFields` turns it into the request body the API takes and checks it
 * with the API's own schema (`eventBirthSchema`), first of all whether the birth is not later than `now`.
 */

/** One baby as the form holds it: text as typed (weight and height may be empty). */
export interface BabyFields {
  name: string;
  weight: string;
  height: string;
}

/** The form's fields: the Seoul day 'YYYY-MM-DD' and time 'HH:mm' of the birth, the babies, the words. */
export interface BirthFields {
  date: string;
  time: string;
  babies: BabyFields[];
  message: string;
}

/** A baby with nothing typed yet. */
export const EMPTY_BABY: BabyFields = { name: '', weight: '', height: '' };

/** The fields of a stored announcement (its Seoul day and time), or empty ones (one baby) when there is none. */
export function birthFieldsOf(birth: NewsBirth | null | undefined): BirthFields {
  if (!birth) return { date: '', time: '', babies: [EMPTY_BABY], message: '' };
  const [date = '', time = ''] = seoulDateTime(birth.bornAt).split(' ');
  return {
    date,
    time,
    babies: birth.babies.map((baby) => ({
      name: baby.name,
      weight: baby.weightKg === null ? '' : String(baby.weightKg),
      height: baby.heightCm === null ? '' : String(baby.heightCm),
    })),
    message: birth.message ?? '',
  };
}

/** A measure as typed → the number sent ('' → left out; '3,2' is read as 3.2; anything else → NaN, refused by the schema). */
function measure(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

/** The request body of the fields, before any check (`photoPath` is added once the photo is uploaded). */
export function birthBodyOf(fields: BirthFields): EventBirthInput {
  return {
    bornAt: fields.date && fields.time ? seoulInstantText(fields.date, fields.time) : '',
    babies: fields.babies.map((baby) => {
      const weightKg = measure(baby.weight);
      const heightCm = measure(baby.height);
      return { name: baby.name, ...(weightKg === undefined ? {} : { weightKg }), ...(heightCm === undefined ? {} : { heightCm }) };
    }),
    message: fields.message,
  };
}

/**
 * The body to send, or the Korean message of the first failed check in the form's order: the day and time
 * (missing, then later than `now`: `BIRTH_MSG.bornAtFuture`), the babies, the words (`eventBirthSchema`'s
 * messages, as the API answers them).
 */
export function checkBirthFields(fields: BirthFields, now: Date): { ok: true; body: EventBirthRequest } | { ok: false; message: string } {
  const body = birthBodyOf(fields);
  if (body.bornAt && !Number.isNaN(Date.parse(body.bornAt)) && isBirthInFuture(body.bornAt, now)) return { ok: false, message: BIRTH_MSG.bornAtFuture };
  const parsed = eventBirthSchema.safeParse(body);
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, message: firstMessage(parsed.error) };
}

/** True while another baby may be added (twins, triplets: at most `LIMITS_BIRTH.birthBabiesMax`). */
export const canAddBaby = (fields: BirthFields) => fields.babies.length < LIMITS_BIRTH.birthBabiesMax;
