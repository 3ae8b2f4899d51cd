left = "a   ${~ "b" }"
right = "${ "a" ~}   b"
both = "x  %{~ if true ~}  y  %{~ endif ~}  z"
