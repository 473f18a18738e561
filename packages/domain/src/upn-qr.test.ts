import { describe, expect, it } from 'vitest';
import {
  encodeIso8859_2,
  UPN_QR_FIELD_LENGTHS,
  upnQrAmount,
  upnQrPayload,
  upnQrText,
  type UpnQrInput,
} from './upn-qr.ts';

const input: UpnQrInput = {
  payer: { name: 'Gradbeništvo Kos d.o.o.', street: 'Cesta 4. julija 12', city: '8270 Krško' },
  amount: 1234.56,
  purposeCode: 'gdsv',
  purpose: 'Plačilo računa RA-26-000123',
  deadline: '2026-04-15',
  recipientIban: 'SI56 0201 0001 2345 678',
  recipientReference: 'SI12 260001236',
  recipient: { name: 'Gradnik d.o.o.', street: 'Tržaška cesta 118', city: '1000 Ljubljana' },
};

describe('UPN QR payload (issue #12)', () => {
  it('lays out the 19 fields of the standard with the control sum', () => {
    // 'UPNQR' 5 + field texts 23+18+10+11+4+27+10+19+13+14+17+14 = 180, + 19 LFs = 204.
    expect(upnQrPayload(input)).toBe(
      [
        'UPNQR',
        '', // payer IBAN
        '', // deposit
        '', // withdrawal
        '', // payer reference
        'Gradbeništvo Kos d.o.o.',
        'Cesta 4. julija 12',
        '8270 Krško',
        '00000123456',
        '', // payment date
        '', // urgent
        'GDSV',
        'Plačilo računa RA-26-000123',
        '15.04.2026',
        'SI56020100012345678',
        'SI12260001236',
        'Gradnik d.o.o.',
        'Tržaška cesta 118',
        '1000 Ljubljana',
        '204',
        '',
      ].join('\n'),
    );
  });

  it('has 20 LF-ended lines and a control sum equal to the characters before it', () => {
    const payload = upnQrPayload(input);
    const lines = payload.split('\n');
    expect(lines).toHaveLength(21); // header + 19 fields + the empty rest after the last LF
    expect(lines[20]).toBe('');
    const beforeSum = payload.slice(0, payload.lastIndexOf('\n', payload.length - 2) + 1);
    expect(lines[19]).toBe(String(beforeSum.length).padStart(3, '0'));
  });

  it('cuts every text to its field length and keeps the control sum right', () => {
    const long = 'Č'.repeat(60);
    const payload = upnQrPayload({
      ...input,
      payer: { name: long, street: long, city: long },
      purpose: long,
      recipient: { name: long, street: long, city: long },
    });
    const lines = payload.split('\n');
    expect(lines[5]).toHaveLength(UPN_QR_FIELD_LENGTHS.payerName);
    expect(lines[12]).toHaveLength(UPN_QR_FIELD_LENGTHS.purpose);
    expect(lines[18]).toHaveLength(UPN_QR_FIELD_LENGTHS.recipientCity);
    const beforeSum = lines.slice(0, 19).join('\n').length + 1;
    expect(lines[19]).toBe(String(beforeSum));
  });

  it('keeps line breaks out of fields, so no field can shift the others', () => {
    const payload = upnQrPayload({ ...input, purpose: 'Račun\nRA-26-000123' });
    expect(payload.split('\n')).toHaveLength(21);
    expect(payload.split('\n')[12]).toBe('Račun RA-26-000123');
  });

  it('formats amounts as 11 digits of cents and refuses negative ones', () => {
    expect(upnQrAmount(0)).toBe('00000000000');
    expect(upnQrAmount(1.005)).toBe('00000000101');
    expect(upnQrAmount(0.1 + 0.2)).toBe('00000000030');
    expect(upnQrAmount(999_999_999.99)).toBe('99999999999');
    expect(() => upnQrAmount(-0.01)).toThrow(RangeError);
    expect(() => upnQrAmount(Number.NaN)).toThrow(RangeError);
    expect(() => upnQrAmount(1e9)).toThrow(RangeError);
    expect(() => upnQrPayload({ ...input, amount: -5 })).toThrow(RangeError);
  });

  it('leaves the deadline empty when there is none and refuses bad dates and codes', () => {
    expect(upnQrPayload({ ...input, deadline: null }).split('\n')[13]).toBe('');
    expect(() => upnQrPayload({ ...input, deadline: '15.04.2026' })).toThrow(RangeError);
    expect(() => upnQrPayload({ ...input, purposeCode: 'GDS' })).toThrow(RangeError);
  });

  it('keeps Slovenian letters and replaces what ISO 8859-2 cannot carry', () => {
    expect(upnQrText('Čačić Đurđa Ödön Őz', 33)).toBe('Čačić Đurđa Ödön Őz');
    expect(upnQrText('Søren ğ 5 €', 33)).toBe('S?ren g 5 ?');
  });
});

describe('ISO 8859-2 bytes', () => {
  it('matches the platform ISO 8859-2 decoder for every byte', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = new TextDecoder('iso-8859-2').decode(all);
    expect([...encodeIso8859_2(text)]).toEqual([...all]);
  });

  it('encodes č, š, ž, Č, Š, Ž as single bytes', () => {
    expect([...encodeIso8859_2('čšžČŠŽ')]).toEqual([0xe8, 0xb9, 0xbe, 0xc8, 0xa9, 0xae]);
    expect([...encodeIso8859_2('a€b')]).toEqual([0x61, 0x3f, 0x62]);
  });
});
