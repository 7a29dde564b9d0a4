import { useState } from 'react';
import { MSG } from '@babynews/contracts';
import { Alert, Button, TextField } from '@babynews/ui';
import { loadDaumPostcode } from '../hooks/daumPostcode';
import { PostcodeModal } from './PostcodeModal';

export interface AddressFieldsProps {
  postCode: string;
  address: string;
  detailAddress: string;
  /** Sets postcode and address together (from the widget). */
  onPick: (postCode: string, address: string) => void;
  onPostCode: (value: string) => void;
  onAddress: (value: string) => void;
  onDetailAddress: (value: string) => void;
  /** A note under the address field (the news form's CONSENT_MSG.addressNotice: who sees the address). */
  notice?: string;
}

/**
 * Postcode + address (read-only, filled by the Daum widget loaded on demand) and a free-text
 * detail address (spec §2), with an optional note under the address. When the widget cannot load within 5 s or fails, or the user
 * presses '직접 입력', postcode and address become editable inputs.
 */
export function AddressFields(props: AddressFieldsProps) {
  const [manual, setManual] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [loading, setLoading] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);

  const search = async () => {
    if (manual || loading) return;
    setLoading(true);
    try {
      await loadDaumPostcode();
      setModalOpen(true);
    } catch {
      setUnavailable(true);
      setManual(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <fieldset className="address">
      <legend className="address__legend">선물 받을 주소</legend>
      {unavailable && <Alert tone="info">{MSG.event.postcodeUnavailable}</Alert>}
      <TextField
        id="event-postCode"
        label="우편번호"
        name="postCode"
        inputMode="numeric"
        autoComplete="postal-code"
        readOnly={!manual}
        placeholder={manual ? '예: 06236' : '주소 검색으로 입력돼요'}
        value={props.postCode}
        onChange={(e) => props.onPostCode(e.target.value)}
        onClick={() => void search()}
        action={
          manual ? undefined : (
            <Button variant="soft" onClick={() => void search()} busy={loading}>
              주소 검색
            </Button>
          )
        }
      />
      <TextField
        id="event-address"
        label="주소"
        name="address"
        requiredMark
        autoComplete="street-address"
        hint={props.notice}
        readOnly={!manual}
        placeholder={manual ? '예: 서울특별시 강남구 테헤란로 123' : '주소 검색 버튼을 눌러주세요'}
        value={props.address}
        onChange={(e) => props.onAddress(e.target.value)}
        onClick={() => void search()}
      />
      {!manual && (
        <button type="button" className="address__manual" onClick={() => setManual(true)}>
          주소 검색이 안 되나요? 직접 입력
        </button>
      )}
      <TextField
        id="event-detailAddress"
        label="상세 주소"
        name="detailAddress"
        placeholder="동, 호수 등 (선택)"
        value={props.detailAddress}
        onChange={(e) => props.onDetailAddress(e.target.value)}
      />
      <PostcodeModal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        onSelect={(postCode, address) => {
          props.onPick(postCode, address);
          setModalOpen(false);
        }}
      />
    </fieldset>
  );
}
