import { BIRTH_MSG, MSG } from '@babynews/contracts';
import { birthBodyOf, birthFieldsOf, canAddBaby, checkBirthFields, EMPTY_BABY, type BirthFields } from './birthForm';

/**
 * The birth editor's rules (ARCHITECTURE "Birth announcement"): the Seoul day and time become `bornAt` with
 * +09:00; weights and heights typed as text become numbers or are left out; the checks are the API's schema's,
 * in the form's order, with "not later than now" first of all after the day and time.
 */
const NOW = new Date('2027-05-12T03:00:00.000Z'); // noon in Seoul
const fields = (overrides: Partial<BirthFields> = {}): BirthFields => ({
  date: '2027-05-12',
  time: '09:30',
  babies: [{ name: '하늘이', weight: '3.2', height: '50' }],
  message: '',
  ...overrides,
});

describe('birth form fields', () => {
  it('start empty with one baby, or from a stored announcement in Seoul time', () => {
    expect(birthFieldsOf(null)).toEqual({ date: '', time: '', babies: [EMPTY_BABY], message: '' });
    expect(
      birthFieldsOf({
        bornAt: '2027-05-11T15:05:00.000Z',
        babies: [
          { name: '하늘이', weightKg: 3, heightCm: 50.5 },
          { name: '바다', weightKg: null, heightCm: null },
        ],
        photoUrl: null,
        message: '안녕',
      }),
    ).toEqual({
      date: '2027-05-12',
      time: '00:05',
      babies: [
        { name: '하늘이', weight: '3', height: '50.5' },
        { name: '바다', weight: '', height: '' },
      ],
      message: '안녕',
    });
  });

  it('make the body: bornAt with the Seoul offset, numbers from text, empty measures left out', () => {
    expect(birthBodyOf(fields({ babies: [{ name: '하늘이', weight: ' 3,2 ', height: '' }], message: '축하해요' }))).toEqual({
      bornAt: '2027-05-12T09:30:00+09:00',
      babies: [{ name: '하늘이', weightKg: 3.2 }],
      message: '축하해요',
    });
    expect(birthBodyOf(fields({ time: '' })).bornAt).toBe('');
  });

  it('pass with the schema’s output', () => {
    expect(checkBirthFields(fields({ message: '  고마워요 ' }), NOW)).toEqual({
      ok: true,
      body: { bornAt: '2027-05-12T09:30:00+09:00', babies: [{ name: '하늘이', weightKg: 3.2, heightCm: 50 }], message: '고마워요' },
    });
  });

  it.each<[string, Partial<BirthFields>, string]>([
    ['no day', { date: '' }, BIRTH_MSG.bornAtRequired],
    ['no time', { time: '' }, BIRTH_MSG.bornAtRequired],
    ['later than now (before any other check)', { time: '12:01', babies: [] }, BIRTH_MSG.bornAtFuture],
    ['no baby', { babies: [] }, BIRTH_MSG.babiesCount],
    ['a baby without a name', { babies: [{ name: '  ', weight: '', height: '' }] }, BIRTH_MSG.nameRequired],
    ['a name over 20 characters', { babies: [{ name: '가'.repeat(21), weight: '', height: '' }] }, BIRTH_MSG.nameTooLong],
    ['a weight that is no number', { babies: [{ name: '하늘이', weight: '삼', height: '' }] }, BIRTH_MSG.weightInvalid],
    ['a weight of 7.5 kg', { babies: [{ name: '하늘이', weight: '7.5', height: '' }] }, BIRTH_MSG.weightInvalid],
    ['a weight with two decimals', { babies: [{ name: '하늘이', weight: '3.25', height: '' }] }, BIRTH_MSG.weightInvalid],
    ['a height of 19 cm', { babies: [{ name: '하늘이', weight: '', height: '19' }] }, BIRTH_MSG.heightInvalid],
    ['words over 500 characters', { message: '가'.repeat(501) }, BIRTH_MSG.messageTooLong],
  ])('refuse %s with its Korean message', (_case, overrides, message) => {
    expect(checkBirthFields(fields(overrides), NOW)).toEqual({ ok: false, message });
  });

  it('take one to three babies', () => {
    expect(canAddBaby(fields())).toBe(true);
    expect(canAddBaby(fields({ babies: [EMPTY_BABY, EMPTY_BABY, EMPTY_BABY] }))).toBe(false);
    expect(MSG.birth.headline('하늘이가')).toBe('하늘이가 태어났어요!');
  });
});
