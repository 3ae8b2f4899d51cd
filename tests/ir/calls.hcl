# Function calls: no arguments, several, expansion of the last,
# and a call spread over lines.
now    = timestamp()
joined = join(",", list)
spread = max(nums...)
multi  = format(
  "%s-%s",
  a,
  b,
)
