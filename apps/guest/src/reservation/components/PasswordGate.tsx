import type { FormEvent, ReactNode } from 'react';
import { MAIL_MSG } from '@babynews/contracts';
import { Alert, Button, Card, Icon } from '@babynews/ui';
import { PinField } from '@babynews/ui/gift';

export interface PasswordGateProps {
  reservedName: string;
  password: string;
  onPassword: (value: string) => void;
  onSubmit: () => void;
  /** A passing error (wrong PIN, bad input): cleared by the hook after 3 s. */
  error: string;
  /** The server's lock message (ARCHITECTURE §4.7), kept until the next try; wins over `error`. */
  lockNotice?: string;
  busy: boolean;
  /** Another page's title (the pledge page: '내 참여 확인'); default: the reservation's, from `reservedName`. */
  title?: ReactNode;
  /** Another page's instruction; default '예약할 때 정한 4자리 비밀번호를 입력해주세요.'. */
  text?: string;
  /** 'PIN을 잊으셨나요?' (ARCHITECTURE §4.23): shown when given; what it answered goes in `forgotNotice`. */
  onForgot?: () => void;
  forgotNotice?: string;
}

/**
 * The reservation view's gate (spec §2): titled '{name}님이 예약한 위시리스트' with the masked name
 * (김*수, ARCHITECTURE §4.7) — '예약한 위시리스트' when the server sends no name (surprise mode, ARCHITECTURE §4.20) — asks for the 4-digit password (digits only, max 4; the hook strips the rest
 * and clears it on an error); one alert shows the lock message or the error; with `onForgot`, a
 * 'PIN을 잊으셨나요?' button and its answer below. The pledge page (ARCHITECTURE
 * §4.22) reuses it with its own `title` and `text`.
 */
export function PasswordGate({
  reservedName,
  password,
  onPassword,
  onSubmit,
  error,
  lockNotice = '',
  busy,
  title,
  text = '예약할 때 정한 4자리 비밀번호를 입력해주세요.',
  onForgot,
  forgotNotice = '',
}: PasswordGateProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card className="gate">
      <span className="gate__icon">
        <Icon name="lock" size={28} />
      </span>
      <h1 className="gate__title">
        {title ??
          (reservedName ? (
            <>
              <span className="gate__name">{reservedName}</span>님이 예약한 위시리스트
            </>
          ) : (
            '예약한 위시리스트'
          ))}
      </h1>
      <p className="gate__text">{text}</p>
      <form className="gate__form" onSubmit={submit} noValidate>
        <PinField label="비밀번호 4자리" className="gate__input" value={password} onValue={onPassword} />
        {(lockNotice || error) && <Alert>{lockNotice || error}</Alert>}
        <Button type="submit" block busy={busy}>
          확인
        </Button>
      </form>
      {onForgot && (
        <p className="gate__forgot">
          <Button variant="secondary" size="small" onClick={onForgot}>
            {MAIL_MSG.pinForgot}
          </Button>
        </p>
      )}
      {forgotNotice && (
        <p className="gate__text" role="status">
          {forgotNotice}
        </p>
      )}
    </Card>
  );
}
