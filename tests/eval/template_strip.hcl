"a  ${~ "b" ~}  c %{~ if true ~}  d  %{~ endif ~} e"
# CHECK: {"value":"abcde","type":"string"}
