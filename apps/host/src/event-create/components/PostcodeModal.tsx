import { useEffect, useRef } from 'react';
import { Modal } from '@babynews/ui';
import { loadDaumPostcode } from '../hooks/daumPostcode';

/** The Daum postcode widget embedded in a modal; reports zonecode and road (or lot) address. */
export function PostcodeModal({ open, onClose, onSelect }: { open: boolean; onClose: () => void; onSelect: (postCode: string, address: string) => void }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    loadDaumPostcode().then(
      (Postcode) => {
        if (cancelled || !containerRef.current) return;
        new Postcode({
          width: '100%',
          height: '100%',
          oncomplete: (data) => onSelectRef.current(data.zonecode, data.roadAddress || data.jibunAddress || data.address),
        }).embed(containerRef.current);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [open]);

  return (
    <Modal open={open} title="주소 검색" onClose={onClose}>
      <div ref={containerRef} className="address__widget" />
    </Modal>
  );
}
