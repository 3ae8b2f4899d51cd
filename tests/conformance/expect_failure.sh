#!/bin/sh
# expect_failure.sh HCLC CASE_DIR: a deliberately wrong spec-suite case must
# fail under `hclc specsuite` (exit status 2), and the report must contain each
# difference its `.t` file names on a "# FAILS WITH: " line.
hclc=$1
dir=$2
output=$("$hclc" specsuite "$dir")
status=$?
echo "$output"
if [ "$status" -ne 2 ]; then
  echo "expected exit status 2 (a failing case), got $status"
  exit 1
fi
sed -n 's/^# FAILS WITH: //p' "$dir"/*.t | while IFS= read -r want; do
  case "$output" in
    *"$want"*) ;;
    *) echo "the report does not say: $want"; exit 1 ;;
  esac
done
