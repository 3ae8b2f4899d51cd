# A quoted name right after a one-line block's brace: the reference wants an
# argument or block definition there ("Argument names must not be quoted" is
# for a quoted name that starts a line), in recovery mode too.
y {
  "b" = 1
}
x "l" { "a" = 1 }
# RUN: %ir %input
# CHECK: Body @1:1-8:1
# CHECK:   Block y type=4:1-4:2 open=4:3-4:4 close=6:1-6:2 @4:1-6:2
# CHECK:     Body @4:3-6:2
# CHECK-STDERR: error InvalidArgumentName @5:3-5:4 Invalid argument name
# CHECK-STDERR: error ArgumentOrBlockRequired @7:9-7:10 Argument or block definition required
# EXIT: 2
