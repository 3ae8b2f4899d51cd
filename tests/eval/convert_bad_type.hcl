convert(1, lisst(string))
# RUN: %eval -e %text
# CHECK-STDERR: @1:12-1:25 Invalid type specification: Keyword "lisst" is not a valid type constructor.
# EXIT: 2
