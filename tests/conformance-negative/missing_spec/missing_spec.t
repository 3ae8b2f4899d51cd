# There is no missing_spec.hcldec.
# FAILS WITH: no specification file
result = 1
