// The contact page's map (docs/decisions/consent-and-analytics.md): an OpenStreetMap iframe only with the visitor's
// consent to the 'map' cookies. Before that, a placeholder with the address and a button that
// gives that consent (a real form to /consent in the page's language: a 303 back without
// JavaScript, in place with it, through the consent bar's script), plus a plain link to the map.
import { useEffect, useState } from 'react';
import type { Consent } from '~/lib/consent/model';
import { format } from '~/lib/i18n/format';
import { useLocalePath, useMessages } from '~/lib/i18n/use-messages';
import * as styles from '~/components/consent/map.css';

export interface OfficeLocation {
  label: string;
  address: string;
  lat: number;
  lon: number;
}

const MAP = 'https://www.openstreetmap.org';

export function OfficeMap({
  office,
  allowed,
  redirectTo,
}: {
  office: OfficeLocation;
  allowed: boolean;
  redirectTo: string;
}) {
  const words = useMessages().content.map;
  const localePath = useLocalePath();
  const [shown, setShown] = useState(allowed);
  useEffect(() => setShown(allowed), [allowed]);
  useEffect(() => {
    const listen = (event: Event) => setShown((event as CustomEvent<Consent>).detail.enabled.includes('map'));
    addEventListener('consentchange', listen);
    return () => removeEventListener('consentchange', listen);
  }, []);
  const d = 0.01;
  const bbox = [office.lon - d, office.lat - d / 2, office.lon + d, office.lat + d / 2].join(',');
  const link = `${MAP}/?mlat=${office.lat}&mlon=${office.lon}#map=16/${office.lat}/${office.lon}`;
  if (shown) {
    return (
      <figure className={styles.map}>
        <iframe
          title={format(words.title, { office: office.label })}
          src={`${MAP}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${office.lat},${office.lon}`}
          loading="lazy"
          referrerPolicy="no-referrer"
          className={styles.frame}
          data-consent-frame="map"
        />
        <figcaption>
          {office.address} · <a href={link}>{words.open}</a>
        </figcaption>
      </figure>
    );
  }
  return (
    <div className={styles.map} data-map-placeholder>
      <p className={styles.address}>
        <strong>{office.label}</strong>
        <br />
        {office.address}
      </p>
      <p className={styles.note}>{words.note}</p>
      <form method="post" action={localePath('/consent')} data-consent className={styles.actions}>
        <input type="hidden" name="choice" value="add" />
        <input type="hidden" name="cookie" value="map" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button className={styles.load}>{words.allow}</button>
        <a href={link} className={styles.link} rel="noopener noreferrer">
          {words.openExternal}
        </a>
      </form>
    </div>
  );
}
