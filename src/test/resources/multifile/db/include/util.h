/* Included through -Iinclude; STEP comes from -DSTEP=2 (both in compile_commands.json). */
#ifndef STEP
#error "STEP is not defined: the flags of compile_commands.json were not used"
#endif
int bump(int by);
