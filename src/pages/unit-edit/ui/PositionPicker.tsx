import { css, Global } from '@emotion/react';
import styled from '@emotion/styled';
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { basemapStyle, maplibre, maplibreCss, MUNICIPALITY_SEATS } from '@/entities/customer-map';

const Frame = styled.div`
  position: relative;
  height: 300px;
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.colors.border};
  ${(p) => p.theme.mq.md} {
    height: 360px;
  }
  .unit-pin {
    width: 22px;
    height: 22px;
    border-radius: 50% 50% 50% 0;
    transform: rotate(-45deg);
    background: ${(p) => p.theme.colors.primary};
    border: 2px solid #fff;
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.4);
    cursor: grab;
  }
  .seat-label {
    font-size: 11px;
    color: #334155;
    pointer-events: none;
    text-shadow: 0 0 2px #fff;
  }
`;

/** Where the map opens when the store has no position yet: the seat of the store's city, or Bahia. */
function startOf(latitude: number | null, longitude: number | null, city: string): [number, number, number] {
  if (latitude != null && longitude != null) return [longitude, latitude, 11];
  const seat = MUNICIPALITY_SEATS.find((s) => s.name.toLowerCase() === city.trim().toLowerCase());
  return seat ? [seat.longitude, seat.latitude, 11] : [-41.7, -12.9, 5];
}

export interface PositionPickerProps {
  latitude: number | null;
  longitude: number | null;
  /** the store's city, to open the map there when it has no position */
  city: string;
  onPick: (latitude: number, longitude: number) => void;
}

/**
 * The store's position on a map drawn offline (the shipped basemap, no tile or font fetched): a click
 * or a drag of the pin sets it. The latitude and longitude fields beside it are the keyboard's way.
 */
export function PositionPicker({ latitude, longitude, city, onPick }: PositionPickerProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let map: MapLibreMap | null = null;
    (async () => {
      const style = await basemapStyle();
      if (cancelled || !container.current) return;
      const engine = maplibre();
      const [lng, lat, zoom] = startOf(latitude, longitude, city);
      try {
        map = new engine.Map({ container: container.current, style, center: [lng, lat], zoom, attributionControl: false, dragRotate: false, pitchWithRotate: false });
      } catch {
        setFailed(true);
        return;
      }
      mapRef.current = map;
      map.addControl(new engine.NavigationControl({ showCompass: false }), 'top-right');
      map.on('load', () => {
        if (!map) return;
        for (const seat of MUNICIPALITY_SEATS) {
          const label = document.createElement('div');
          label.className = 'seat-label';
          label.textContent = seat.name;
          new engine.Marker({ element: label, anchor: 'bottom' }).setLngLat([seat.longitude, seat.latitude]).addTo(map);
        }
        setReady(true);
      });
      const pin = document.createElement('div');
      pin.className = 'unit-pin';
      pin.setAttribute('aria-hidden', 'true');
      const marker = new engine.Marker({ element: pin, draggable: true, anchor: 'bottom' });
      markerRef.current = marker;
      if (latitude != null && longitude != null) marker.setLngLat([longitude, latitude]).addTo(map);
      marker.on?.('dragend', () => {
        const at = marker.getLngLat();
        pick.current(Number(at.lat.toFixed(6)), Number(at.lng.toFixed(6)));
      });
      map.on('click', (event) => {
        if (!map) return;
        marker.setLngLat(event.lngLat).addTo(map);
        pick.current(Number(event.lngLat.lat.toFixed(6)), Number(event.lngLat.lng.toFixed(6)));
      });
    })().catch(() => setFailed(true));
    return () => {
      cancelled = true;
      markerRef.current?.remove();
      map?.remove();
      mapRef.current = null;
    };
    // the map is made once; the position follows below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // the fields typed by keyboard move the pin
  useEffect(() => {
    const map = mapRef.current;
    const marker = markerRef.current;
    if (!map || !marker || latitude == null || longitude == null) return;
    marker.setLngLat([longitude, latitude]).addTo(map);
    if (!map.getBounds?.().contains?.([longitude, latitude])) map.easeTo?.({ center: [longitude, latitude] });
  }, [latitude, longitude, ready]);

  if (failed) return <p role="note">{intl.formatMessage({ id: 'unitEdit.map.failed' })}</p>;
  return (
    <>
      <Global styles={css(maplibreCss)} />
      <Frame ref={container} role="region" aria-label={intl.formatMessage({ id: 'unitEdit.map.label' })} data-map-ready={ready ? 'true' : 'false'} />
    </>
  );
}
