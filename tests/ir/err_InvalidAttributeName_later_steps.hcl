# After a dot that no name follows, the offending dot starts the next step:
# each later step without a name is reported too, as the reference does.
a = f(x..)
b = x..y..z
c = [x..
]
# RUN: %ir %input
# CHECK: Body @1:1-7:1
# CHECK-STDERR: error InvalidAttributeName @3:9-3:10 Invalid attribute name
# CHECK-STDERR: error InvalidAttributeName @3:10-3:11 Invalid attribute name
# CHECK-STDERR: error InvalidAttributeName @4:7-4:8 Invalid attribute name
# CHECK-STDERR: error InvalidAttributeName @4:10-4:11 Invalid attribute name
# CHECK-STDERR: error InvalidAttributeName @5:8-5:9 Invalid attribute name
# CHECK-STDERR: error InvalidAttributeName @6:1-6:2 Invalid attribute name
# EXIT: 2
