// The icons the sign-in page and the pages' common parts (alerts, spinner, password field, theme switch)
// draw. Their files are in the first download, so they import icons from here: importing the full set
// (index.ts) would put every icon of the app into the sign-in page's download (tests/e2e/first-load.spec.ts).
import { icon } from './icon';

import * as check from 'lucide-react/icons/check';
import * as circleAlert from 'lucide-react/icons/circle-exclamation-point';
import * as circleCheck from 'lucide-react/icons/circle-check';
import * as clipboardList from 'lucide-react/icons/clipboard-list';
import * as eye from 'lucide-react/icons/eye';
import * as eyeOff from 'lucide-react/icons/eye-off';
import * as gift from 'lucide-react/icons/gift';
import * as info from 'lucide-react/icons/info';
import * as loaderCircle from 'lucide-react/icons/loader-circle';
import * as logIn from 'lucide-react/icons/log-in';
import * as moon from 'lucide-react/icons/moon';
import * as notebookPen from 'lucide-react/icons/notebook-pen';
import * as sun from 'lucide-react/icons/sun';
import * as triangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import * as trophy from 'lucide-react/icons/trophy';

export const Check = icon(check);
export const CircleAlert = icon(circleAlert);
export const CircleCheck = icon(circleCheck);
export const ClipboardList = icon(clipboardList);
export const Eye = icon(eye);
export const EyeOff = icon(eyeOff);
export const Gift = icon(gift);
export const Info = icon(info);
export const LoaderCircle = icon(loaderCircle);
export const LogIn = icon(logIn);
export const Moon = icon(moon);
export const NotebookPen = icon(notebookPen);
export const Sun = icon(sun);
export const TriangleAlert = icon(triangleAlert);
export const Trophy = icon(trophy);
