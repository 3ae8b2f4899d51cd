// Filled in by the numbers work (runtime/number.h).
