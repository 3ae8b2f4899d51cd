slice([1, 2, 3], 4, 2)
# RUN: %eval -e %text
# CHECK-STDERR: @1:18-1:19 Invalid function argument: Invalid value for "start_index" parameter: start index must not be greater than the length of the list.
# EXIT: 2
