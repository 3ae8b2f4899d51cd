"a  ${~ "b" ~}  c %{~ if true ~}  d  %{~ endif ~} e"
# RUN: %eval -e %text
# CHECK: {"value":"abcde","type":"string"}
