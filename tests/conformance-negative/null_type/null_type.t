# A missing attribute of type string is a null string, not a null of no type.
# FAILS WITH: result: expected null, got null(string)
result = null
