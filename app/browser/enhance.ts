/**
 * The only JavaScript of the public pages (decision 008): they are
 * server-rendered and never hydrated, and this adds what they do in the
 * browser. Loaded as a deferred module from every page (app/root.tsx).
 */
import { enhanceLiveResults } from "./live-results";
import { enhanceOfficeMaps } from "./office-map";
import { fillOneTimeKeys } from "./one-time-key";
import { enhanceShareLinks } from "./share-link";
import { enhanceSiteHeader } from "./site-header";
import { enhanceFormsWhenUsed } from "./validation-on-use";
import { holdFieldBlurWhilePressed } from "~/utils/steady-blur";

fillOneTimeKeys();
enhanceSiteHeader();
enhanceShareLinks();
enhanceLiveResults();
enhanceOfficeMaps();
holdFieldBlurWhilePressed();

// The schemas (Zod) load only where a form asks to be validated, once it is used.
enhanceFormsWhenUsed();
