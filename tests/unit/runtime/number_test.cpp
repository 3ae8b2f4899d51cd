#include <doctest/doctest.h>

#include "runtime/number.h"
