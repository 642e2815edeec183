// The brand's own pictures for About, Team and Contact: the workshop, people on the lake rink, the
// team's portraits and the three offices' cities.
import { type Shot } from './kit';

export const ABOUT: Record<string, Shot> = {};
