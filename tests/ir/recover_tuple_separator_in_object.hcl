# In recovery mode a missing separator in a tuple that is (or is inside) an
# object's value skips to the tuple's closing bracket, and the object goes
# on: its item has its value, so none is put in (one put inside the tuple
# was the same mistake again at the same place, rewritten for ever until the
# bound on failed items stopped the whole file, every later error unreported,
# each parse as deep as the tuples' nesting: a fuzzer's timeout). Each
# conditional below misses its false expression after the object, as the
# reference reports.
a = [1,,]
b = false ? {k = [v w]} c
d = false ? {k = [[[[v w]]]]} e
f = {
  g = [h i]
}
j = false ? [1] k
l = false ? {m = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[v w]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]} n
# RUN: %ir %input
# CHECK: Body @1:1-17:1
# CHECK-STDERR: error InvalidExpression @9:8-9:9 Invalid expression
# CHECK-STDERR: error MissingFalseExpression @10:25-10:26 Missing false expression in conditional
# CHECK-STDERR: error MissingFalseExpression @11:31-11:32 Missing false expression in conditional
# CHECK-STDERR: error MissingFalseExpression @15:17-15:18 Missing false expression in conditional
# CHECK-STDERR: error MissingFalseExpression @16:103-16:104 Missing false expression in conditional
# EXIT: 2
