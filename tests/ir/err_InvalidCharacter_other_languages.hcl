# Characters of other languages get the reference's hints; a string in
# single quotes or backticks is one mistake, reported once.
a = x['k']
b = 'it
spans lines'
c = `k` + `j`
d = 1;
e = “curly”
f = ‘single’
# RUN: %ir %input
# CHECK: Body @1:1-10:1
# CHECK:   Attribute d name=7:1-7:2 equals=7:3-7:4 @7:1-7:6
# CHECK:     Literal number 1 @7:5-7:6
# CHECK-STDERR: error InvalidCharacter @3:7-3:8 Invalid character
# CHECK-STDERR: error InvalidCharacter @4:5-4:6 Invalid character
# CHECK-STDERR: error InvalidCharacter @6:5-6:6 Invalid character
# CHECK-STDERR: error InvalidCharacter @6:11-6:12 Invalid character
# CHECK-STDERR: error InvalidCharacter @7:6-7:7 Invalid character
# CHECK-STDERR: error InvalidCharacter @8:5-8:6 Invalid character
# CHECK-STDERR: error InvalidCharacter @8:11-8:12 Invalid character
# CHECK-STDERR: error InvalidCharacter @9:5-9:6 Invalid character
# CHECK-STDERR: error InvalidCharacter @9:12-9:13 Invalid character
# CHECK-STDERR: error InvalidExpression @3:7-3:8 Invalid expression
# EXIT: 2
