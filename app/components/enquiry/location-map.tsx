import { useState } from "react";
import { m } from "#shared/i18n/paraglide/messages.js";
import { useSiteIdentity } from "../../site-identity.ts";

/**
 * The site's location. The OpenStreetMap frame (a third party) loads only when the visitor
 * asks for it; without JavaScript the button is a link to the same map.
 */
export function LocationMap() {
  const [shown, setShown] = useState(false);
  const { map, company } = useSiteIdentity();
  const { latitude, longitude } = map;
  const span = 0.012;
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2].join(",");
  const embed = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
  const link = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
  return (
    <div className="location-map">
      {shown ? (
        <iframe title={m.form_map_title({ company: company.name })} src={embed} loading="lazy" />
      ) : (
        <div className="location-map-poster">
          <p>{m.form_map_notice()}</p>
          <a
            className="button button--primary"
            href={link}
            onClick={(event) => {
              event.preventDefault();
              setShown(true);
            }}
          >
            {m.form_map_show()}
          </a>
        </div>
      )}
      <p className="muted location-map-link">
        <a href={link} rel="noopener noreferrer" target="_blank">
          {m.form_map_open()}
          <span className="visually-hidden"> {m.form_map_new_tab()}</span>
        </a>
      </p>
    </div>
  );
}
