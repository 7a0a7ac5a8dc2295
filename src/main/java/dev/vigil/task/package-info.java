/**
 * SV-COMP task definitions ({@code .yml}, format 2.0) and property files ({@code .prp}): which
 * files to verify, against which specification, on which data model, with which expected verdict.
 */
package dev.vigil.task;
