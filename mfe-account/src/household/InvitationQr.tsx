import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Spinner } from '@mealapp/ui';

const Frame = styled.div`
  display: grid;
  place-items: center;
  width: 200px;
  height: 200px;
  margin: 0 auto;
  /* A QR code needs dark on light to scan, whichever theme is on. */
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.md};

  img {
    width: 100%;
    height: 100%;
  }
`;

/** The QR code of a link, drawn as SVG; the encoder is loaded only when one is shown, never with the shell. */
export function InvitationQr({ url, label }: { url: string; label: string }) {
  const [svg, setSvg] = useState<{ url: string; src: string } | null>(null);

  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } }))
      .then((markup) => {
        if (live) setSvg({ url, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` });
      })
      // The code and the link stay on screen; the QR code is a convenience.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);

  return <Frame>{svg?.url === url ? <img src={svg.src} alt={label} /> : <Spinner label={label} />}</Frame>;
}
