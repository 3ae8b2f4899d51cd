[strlen("e\u0301👨‍👩‍👧x"), substr("h\u0301llo", 0, 2), strrev("ae\u0301👍🏽"), upper("é")]
# RUN: %eval -e %text
# CHECK: {"value":[3,"h́l","👍🏽éa","É"],"type":["tuple",["number","string","string","string"]]}
