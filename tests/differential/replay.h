#pragma once
// What the replay tests of tests/differential share: reading recorded cases
// byte for byte, describing results in one form for both sides, and the
// bookkeeping of cases expected to differ from the reference.
//
// A case may be listed as differing in known_differences.txt (a deliberate or
// understood difference, with its reason) or in a set's pending list
// (`<set>-pending.txt`: a difference that a fix is expected to remove, with
// its class). A listed case that agrees fails the test as surely as an
// unlisted case that differs, so the lists can only shrink.

#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "runtime/value.h"

namespace hclc::replay {

const std::filesystem::path kDir = std::filesystem::path(HCLC_SOURCE_DIR) / "tests" / "differential";

// The raw text of a top-level string field of a JSON line. Values made by
// value_from_json are NFC-normalized, but sources must reach the parser byte
// for byte (positions count their bytes).
std::string raw_string_field(const std::string& line, const std::string& field);

std::string encode(const Value& v);
// JSON text as the runtime writes it again (object keys sorted, numbers
// normalized), so that two spellings of one value compare equal.
std::string canonical_json(const std::string& text);
// "LINE:COLUMN@BYTE-LINE:COLUMN@BYTE", or "-".
std::string range_text(const std::optional<Range>& r);

// A case listed as differing: its reason (known_differences.txt) or its
// class (a pending list).
struct Listed {
  std::string note;
  bool pending = false;
};

// The cases listed in known_differences.txt and in the pending lists of kDir
// (*-pending.txt) whose names start with `family` ("config-" for the
// configuration sets) or, with an empty `family`, do not start with any of
// `other_families`: "<set>/<case> <reason or class>" per line, # for
// comments.
std::map<std::string, Listed> listed_differences(const std::string& family,
                                                 const std::vector<std::string>& other_families = {});

// Calls `replay` with each record of the recordings in kDir (*.jsonl) of the
// configuration sets (config-*) or of the others, in file order: the set's
// name (the file's stem), the record's raw line (for raw_string_field) and
// the record. Fails the running doctest case on an unreadable line or when
// there is no recording.
void for_each_record(
    bool configurations,
    const std::function<void(const std::string& set, const std::string& line, const Value& record)>& replay);

// Counts agreement per set and checks the lists (see the top of this file).
class Tally {
 public:
  explicit Tally(std::map<std::string, Listed> listed) : listed_(std::move(listed)) {}

  // `report` says what differs; it is shown only for an unexpected result.
  void record(const std::string& set, const std::string& name, bool agrees, const std::string& report);
  // Prints the figures (per set, and per class of the pending cases), the
  // unexpected differences and the listed cases that now agree, and fails
  // the running doctest case on either of those, or if a pending list names
  // a case that no set has (a set recorded again with other cases).
  void finish(const std::string& what) const;

 private:
  struct Figures {
    std::size_t total = 0, agreed = 0;
  };
  std::map<std::string, Listed> listed_;
  std::map<std::string, Figures> sets_;
  std::size_t listed_differing_ = 0;
  std::map<std::string, std::size_t> pending_by_class_;
  std::set<std::string> recorded_;
  std::vector<std::string> unexpected_;
  std::vector<std::string> stale_;
};

}  // namespace hclc::replay
