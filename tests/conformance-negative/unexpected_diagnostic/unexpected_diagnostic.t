# The spec declares no variables, so `foo` is an error the test does not expect.
# FAILS WITH: unexpected error at 1:5-1:8 (bytes 4-7): Variables not allowed
result = null
