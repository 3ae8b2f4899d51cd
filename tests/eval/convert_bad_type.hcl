convert(1, lisst(string))
# CHECK-DIAG: @1:12-1:25 Invalid type specification: Keyword "lisst" is not a valid type constructor.
