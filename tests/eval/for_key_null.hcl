{for v in xs : null => v}
# RUN: %eval %vars -e %text
# CHECK-STDERR: @1:16-1:20 Invalid object key: Key expression in 'for' expression must not produce a null value.
# EXIT: 2
