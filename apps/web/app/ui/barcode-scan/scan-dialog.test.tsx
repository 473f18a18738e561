// The barcode scan dialog (decision 041): the button loads the dialog on first use; without
// mediaDevices it says plainly that there is no camera and reads a photo instead (the reader
// mocked: this tests the dialog's states, ean13.test.ts that the symbols decode); with a camera
// (getUserMedia mocked) it reads frames until a valid EAN-13, then closes, releases the camera and
// gives the code; Escape closes and releases it too, and focus returns to the button. The
// polyfill's .wasm is our build's file, never a CDN's.
import type { Locale } from '@gradnik/domain/locale';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { ScanButton } from './scan-button';

const detect = vi.hoisted(() => vi.fn<(source: unknown) => Promise<{ rawValue: string }[]>>());
vi.mock('./detector', () => ({ createEanDetector: () => Promise.resolve({ detect }) }));

beforeAll(async () => {
  await import('./scan-dialog');
});

beforeEach(() => {
  detect.mockReset();
  detect.mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function renderButton(onCode: (ean: string) => void, locale: Locale = 'sl') {
  render(
    <LocaleProvider locale={locale}>
      <ScanButton onCode={onCode} />
    </LocaleProvider>,
  );
  return userEvent.setup();
}

function fakeCamera() {
  const stop = vi.fn();
  const stream = new MediaStream();
  Object.defineProperty(stream, 'getTracks', { value: () => [{ stop }] });
  const getUserMedia = vi.fn(() => Promise.resolve(stream));
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  return { stop, getUserMedia };
}

describe('barcode scan dialog', () => {
  it('without a camera says so plainly and reads a chosen photo', async () => {
    // The photo goes to the reader as a decoded bitmap.
    const bitmap = { width: 300, height: 100 };
    const decodeImage = vi.fn((_file: Blob) => Promise.resolve(bitmap));
    vi.stubGlobal('createImageBitmap', decodeImage);
    const onCode = vi.fn();
    const user = renderButton(onCode);
    await user.click(screen.getByRole('button', { name: 'Skeniraj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skeniranje črtne kode' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Kamera ni na voljo. Vpišite EAN ročno.',
    );
    const input = screen.getByLabelText('Fotografija črtne kode');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');

    // A photo without a valid EAN-13 (a UPC-A, a wrong check digit): the dialog stays.
    detect.mockResolvedValueOnce([{ rawValue: '036000291452' }, { rawValue: '4006381333932' }]);
    await user.upload(input, new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByText('Na sliki ni veljavne črtne kode EAN-13.')).toBeTruthy();
    expect(onCode).not.toHaveBeenCalled();

    detect.mockResolvedValueOnce([{ rawValue: '4006381333931' }]);
    const photo = new File(['png'], 'ean.png', { type: 'image/png' });
    await user.upload(input, photo);
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('4006381333931'));
    expect(decodeImage).toHaveBeenLastCalledWith(photo);
    expect(detect).toHaveBeenLastCalledWith(bitmap);
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Skeniraj' }));
  });

  it('says it in English for English', async () => {
    const user = renderButton(vi.fn(), 'en');
    await user.click(screen.getByRole('button', { name: 'Scan' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No camera is available. Enter the EAN by hand.',
    );
  });

  it('a refused camera is the same plain message', async () => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    const user = renderButton(vi.fn());
    await user.click(screen.getByRole('button', { name: 'Skeniraj' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Kamera ni na voljo.');
  });

  it('reads camera frames until a valid EAN-13, then closes and releases the camera', async () => {
    const { stop, getUserMedia } = fakeCamera();
    detect
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([{ rawValue: '1234567890123' }])
      .mockResolvedValue([{ rawValue: '3830000000000' }]);
    const onCode = vi.fn();
    const user = renderButton(onCode);
    await user.click(screen.getByRole('button', { name: 'Skeniraj' }));
    await screen.findByRole('dialog');
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment' },
      audio: false,
    });
    expect(await screen.findByText('Usmerite kamero v črtno kodo EAN-13.')).toBeTruthy();
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('3830000000000'), { timeout: 3000 });
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(detect.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(detect.mock.calls[0]?.[0]).toBeInstanceOf(HTMLVideoElement);
    expect(stop).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Escape closes, releases the camera and gives focus back to the button', async () => {
    const { stop } = fakeCamera();
    const onCode = vi.fn();
    const user = renderButton(onCode);
    await user.click(screen.getByRole('button', { name: 'Skeniraj' }));
    await screen.findByText('Usmerite kamero v črtno kodo EAN-13.');
    await act(() => user.keyboard('{Escape}'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stop).toHaveBeenCalled();
    expect(onCode).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Skeniraj' }));
  });
});
