import { useState } from "react";
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
        <iframe title={`Map of ${company.name}'s location`} src={embed} loading="lazy" />
      ) : (
        <div className="location-map-poster">
          <p>The map is served by OpenStreetMap and loads only when you ask for it.</p>
          <a
            className="button button--primary"
            href={link}
            onClick={(event) => {
              event.preventDefault();
              setShown(true);
            }}
          >
            Show the map
          </a>
        </div>
      )}
      <p className="muted location-map-link">
        <a href={link} rel="noopener noreferrer" target="_blank">
          Open in OpenStreetMap<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
