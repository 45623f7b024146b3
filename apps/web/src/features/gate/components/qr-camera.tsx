import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { english } from '@showgrid/shared/i18n/english';
import { Button } from '../../../components/button';
import { qrReader } from '../lib/qr-detector';

export const CAMERA_UNAVAILABLE = english(
  /*i18n*/ {
    id: 'The camera cannot be opened here (it needs permission and an https address). Scan a photo of the code or search instead.',
  },
);
// A frame every so often: enough for a card held up to the phone, light on a cheap phone's battery.
const FRAME_MS = 200;

interface QrCameraProps {
  onScan: (text: string) => void;
  onClose: () => void;
}

/** The back camera, read until a QR code shows; the first code found is handed on once. */
export function QrCamera({ onScan, onClose }: QrCameraProps) {
  const { _ } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const video = videoRef.current;

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia || !video) throw new Error('no camera');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (stopped) return;
      video.srcObject = stream;
      await video.play();
      const reader = await qrReader();
      const tick = async () => {
        if (stopped) return;
        const text = video.readyState >= 2 ? await reader.read(video).catch(() => null) : null;
        if (stopped) return;
        if (text) onScanRef.current(text);
        else timer = setTimeout(() => void tick(), FRAME_MS);
      };
      await tick();
    }

    start().catch(() => {
      if (!stopped) setFailed(true);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <section aria-label={_(/*i18n*/ { id: 'Camera' })} className="flex flex-col gap-3 rounded-xl bg-slate-900 p-3">
      {failed ? (
        <p role="alert" className="rounded-md bg-white p-3 text-sm text-slate-800">
          {_(CAMERA_UNAVAILABLE)}
        </p>
      ) : (
        <>
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label={_(/*i18n*/ { id: 'Camera view' })}
            className="aspect-square w-full rounded-lg bg-black object-cover"
          />
          <p className="text-center text-sm text-white">{_(/*i18n*/ { id: 'Hold the windscreen card’s QR code in the frame.' })}</p>
        </>
      )}
      <Button variant="secondary" onClick={onClose}>
        {_(/*i18n*/ { id: 'Close camera' })}
      </Button>
    </section>
  );
}
