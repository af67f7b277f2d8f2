import { Button, cn, PinIcon, Spinner } from "@xunlan/ui";
import { useState } from "react";
import type { StoreQuery } from "../../queries/stores";
import { STORE_MESSAGES } from "./store-messages";

/** Where the shopper looks for stores: a city, or their position once they shared it. */
export interface StoreLocation {
  city: string;
  position: StoreQuery["position"];
  geo: "idle" | "locating" | "located" | "denied";
  /** 使用我的位置: asks `locate` (the browser asks the shopper), then sorts by distance. */
  locateMe: () => Promise<void>;
  /**
   * A city from the list ("" for every city). A shared position is kept (issue 24 item 7): the
   * city's stores still show how far each is, nearest first.
   */
  chooseCity: (city: string) => void;
}

/** The city / position state the store locator and the store-stock panel share. */
export function useStoreLocation(locate: () => Promise<{ longitude: number; latitude: number }>, initialCity = ""): StoreLocation {
  const [city, setCity] = useState(initialCity);
  const [position, setPosition] = useState<StoreQuery["position"]>(null);
  const [geo, setGeo] = useState<StoreLocation["geo"]>("idle");
  return {
    city,
    position,
    geo,
    locateMe: async () => {
      setGeo("locating");
      try {
        setPosition(await locate());
        setCity("");
        setGeo("located");
      } catch {
        setGeo("denied");
      }
    },
    chooseCity: (next) => {
      setCity(next);
      // The position stays with its status (已按距离由近到远排列, or why it could not be read).
    },
  };
}

/** 使用我的位置 and the city list; `compact` in the product page's panel. */
export function StoreLocationControls({
  location,
  cities,
  compact = false,
}: {
  location: StoreLocation;
  cities: readonly string[];
  compact?: boolean;
}) {
  const { geo } = location;
  return (
    <>
      <Button
        variant={compact ? undefined : "primary"}
        size={compact ? "sm" : undefined}
        onClick={() => void location.locateMe()}
        disabled={geo === "locating"}
        className="gap-2"
      >
        {geo === "locating" ? <Spinner size={compact ? 14 : 16} /> : <PinIcon size={compact ? 16 : 18} />}
        {geo === "locating" ? STORE_MESSAGES.locating : STORE_MESSAGES.locate}
      </Button>
      <label className="flex items-center gap-2 text-sm">
        <span className="shrink-0 text-grey-600">{STORE_MESSAGES.city}</span>
        <select
          value={location.city}
          onChange={(e) => location.chooseCity(e.target.value)}
          className={cn("border border-grey-300 bg-paper text-sm", compact ? "h-10 min-w-28 px-2" : "h-11 min-w-32 px-3")}
        >
          <option value="">{STORE_MESSAGES.allCities}</option>
          {cities.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** 已按距离由近到远排列, or why the position could not be read. */
export function StoreLocationStatus({ geo, className }: { geo: StoreLocation["geo"]; className?: string }) {
  if (geo === "located") return <p className={cn("text-grey-600", className)}>{STORE_MESSAGES.located}</p>;
  if (geo === "denied") {
    return (
      <p role="alert" className={cn("text-accent", className)}>
        {STORE_MESSAGES.locateDenied}
      </p>
    );
  }
  return null;
}
