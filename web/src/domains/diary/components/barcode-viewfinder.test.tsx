import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { SCAN_EVERY_MS } from '../../nutrition/hooks/use-barcode-camera';
import { BarcodeViewfinder } from './barcode-viewfinder';

const mocks = vi.hoisted(() => ({ read: vi.fn() }));
vi.mock('../../../lib/barcode-reader', () => ({ readBarcodeInVideo: mocks.read }));

const stopTrack = vi.fn();
const getUserMedia = vi.fn();

describe('the live barcode scanner', () => {
  beforeEach(() => {
    mocks.read.mockReset();
    stopTrack.mockReset();
    getUserMedia.mockReset();
    getUserMedia.mockResolvedValue({ getTracks: () => [{ stop: stopTrack }] });
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => vi.useRealTimers());

  it('reads frames from the back camera until a barcode shows, then releases the camera', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mocks.read.mockResolvedValueOnce(null).mockResolvedValueOnce(null).mockResolvedValue('4006381333931');
    const onCode = vi.fn();
    await renderWithApp(<BarcodeViewfinder onCode={onCode} onClose={() => {}} />);
    expect(await screen.findByText('Hold the barcode inside the frame')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    expect(screen.getByLabelText('Camera picture')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SCAN_EVERY_MS * 3));
    expect(onCode).toHaveBeenCalledExactlyOnceWith('4006381333931');
    expect(mocks.read).toHaveBeenCalledTimes(3);
    expect(stopTrack).toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(SCAN_EVERY_MS * 3));
    expect(mocks.read).toHaveBeenCalledTimes(3);
  });

  it('says so when the camera cannot be opened, and closes', async () => {
    getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithApp(<BarcodeViewfinder onCode={() => {}} onClose={onClose} />, { language: 'de' });
    expect(
      await screen.findByText(
        'Die Kamera konnte nicht geöffnet werden. Gib die Ziffern ein oder scanne ein Foto des Barcodes.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Kamerabild')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Scannen beenden' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('releases the camera when it closes before a barcode was found', async () => {
    mocks.read.mockResolvedValue(null);
    const view = await renderWithApp(<BarcodeViewfinder onCode={() => {}} onClose={() => {}} />);
    await screen.findByText('Hold the barcode inside the frame');
    view.unmount();
    expect(stopTrack).toHaveBeenCalled();
  });
});
