# A mistake in a nested block: both blocks keep their other items.
outer {
  a = 1
  inner {
    b = [1, 2 3]
    c = "\q"
  }
  d = 2
}
# RUN: %ir %input
# CHECK: Body @1:1-10:1
# CHECK:   Block outer type=2:1-2:6 open=2:7-2:8 close=9:1-9:2 @2:1-9:2
# CHECK:     Body @2:7-9:2
# CHECK:       Attribute a name=3:3-3:4 equals=3:5-3:6 @3:3-3:8
# CHECK:         Literal number 1 @3:7-3:8
# CHECK:       Block inner type=4:3-4:8 open=4:9-4:10 close=7:3-7:4 @4:3-7:4
# CHECK:         Body @4:9-7:4
# CHECK:           Attribute c name=6:5-6:6 equals=6:7-6:8 @6:5-6:13
# CHECK:             Template @6:9-6:13
# CHECK:               Literal string "\\q" @6:10-6:12
# CHECK:       Attribute d name=8:3-8:4 equals=8:5-8:6 @8:3-8:8
# CHECK:         Literal number 2 @8:7-8:8
# CHECK-STDERR: error MissingItemSeparator @5:15-5:16 Missing item separator
# CHECK-STDERR: error InvalidEscapeSequence @6:10-6:12 Invalid escape sequence
# EXIT: 2
