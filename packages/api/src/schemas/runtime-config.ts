/**
 * What the server hands the SPA inside its page, so one build of the portal serves any company
 * (white-label) and any deployment: the brand and the optional public-IP look-up. The server writes it
 * as a JSON data block (`<script type="application/json" id="portal-runtime">`), which the browser
 * never executes, so it is allowed under a strict Content-Security-Policy without a hash or nonce.
 */
export interface RuntimeConfig {
  readonly brand: RuntimeBrand;
  /** URL of the third-party public-IP look-up (spec section 7); absent when the look-up is off. */
  readonly ipLookupUrl?: string;
}

/** One contact channel: phone as shown to people, e-mail and a `https://wa.me/…` chat link. */
export interface RuntimeBrandContact {
  readonly phone: string;
  readonly email: string;
  readonly whatsappUrl: string;
}

/** The company the portal is dressed for, as the SPA needs it (colours optional: a prebuilt theme id). */
export interface RuntimeBrand {
  /** Stable id; the SPA uses its prebuilt theme and logo when it knows the id (e.g. `demo`). */
  readonly id: string;
  readonly companyName: string;
  /** The portal's own name (the tab title's suffix); absent means the SPA's default name. */
  readonly portalName?: string;
  /** Logo image URL (same origin, e.g. `/brand/logo?v=…`); absent when the SPA has the brand's logo built in. */
  readonly logoUrl?: string;
  /** Colour tokens (hex) overriding the prebuilt theme; absent to use it as is. */
  readonly colors?: Readonly<Record<string, string>>;
  readonly contacts: { readonly sales: RuntimeBrandContact; readonly customerRelations: RuntimeBrandContact };
  readonly links: { readonly home: string; readonly about: string; readonly contact: string };
  /** Sender of every e-mail, named by the sign-up activation modal. */
  readonly noReplyEmail: string;
}

/** Id of the page element that carries the runtime configuration. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'portal-runtime';
