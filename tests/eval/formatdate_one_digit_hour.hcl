formatdate("hh:mm", "2006-01-02T3:04:05Z")
# RUN: %eval -e %text
# CHECK-STDERR: @1:22-1:41 Invalid function argument: Invalid value for "time" parameter: not a valid RFC3339 timestamp: hour must have exactly two digits.
# EXIT: 2
