[1.e5, 2.E-1, 007.5e-3, [10, 20].1e0, {a = [1, 2]}.a.1e0]
# RUN: %eval -e %text
# CHECK: {"value":[100000,0.2,0.0075,20,2],"type":["tuple",["number","number","number","number","number"]]}
