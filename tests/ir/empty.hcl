# RUN: %ir %input
# CHECK: Body @1:1-1:1
