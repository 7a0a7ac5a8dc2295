/**
 * {@code --all-functions}: every function of a program verified as an entry in an arbitrary
 * context, each violation reported once (Calysto's automatic checks over a whole code base).
 */
package dev.vigil.sweep;
