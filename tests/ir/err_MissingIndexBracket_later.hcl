# A missing "]" of an index is reported at the "]" that closes it later on,
# skipping nested bracket pairs, else at the end of the file.
a = x[1 [2] 3]
b = y[1
c = [3]
# RUN: %ir %input
# CHECK: Body @1:1-6:1
# CHECK-STDERR: error MissingIndexBracket @3:14-3:15 Missing close bracket on index
# EXIT: 2
