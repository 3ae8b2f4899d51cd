#include "replay.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iostream>

#include "runtime/json.h"
#include "runtime/text.h"

namespace hclc::replay {

std::string raw_string_field(const std::string& line, const std::string& field) {
  const std::string key = "\"" + field + "\":\"";
  std::size_t i = line.find(key);
  if (i == std::string::npos) return {};
  std::string out;
  auto put_utf8 = [&](std::uint32_t cp) { append_utf8(out, static_cast<char32_t>(cp)); };
  for (i += key.size(); i < line.size() && line[i] != '"'; ++i) {
    if (line[i] != '\\') {
      out += line[i];
      continue;
    }
    char e = line[++i];
    switch (e) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case 'r': out += '\r'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'u': {
        std::uint32_t cp = static_cast<std::uint32_t>(std::stoul(line.substr(i + 1, 4), nullptr, 16));
        i += 4;
        if (cp >= 0xD800 && cp < 0xDC00 && line.compare(i + 1, 2, "\\u") == 0) {
          std::uint32_t low = static_cast<std::uint32_t>(std::stoul(line.substr(i + 3, 4), nullptr, 16));
          cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          i += 6;
        }
        put_utf8(cp);
        break;
      }
      default: out += e; break;  // \" \\ \/
    }
  }
  return out;
}

std::string encode(const Value& v) {
  Result<std::string> out = value_to_json(v);
  return out ? *out : "<unencodable>";
}

std::string canonical_json(const std::string& text) {
  Result<Value> v = value_from_json(text);
  if (!v) return "<unparsable: " + text + ">";
  return encode(*v);
}

std::string range_text(const std::optional<Range>& r) {
  if (!r) return "-";
  auto pos = [](const Pos& p) {
    return std::to_string(p.line) + ":" + std::to_string(p.column) + "@" + std::to_string(p.byte);
  };
  return pos(r->start) + "-" + pos(r->end);
}

void for_each_record(
    bool configurations,
    const std::function<void(const std::string& set, const std::string& line, const Value& record)>& replay) {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(kDir))
    if (entry.path().extension() == ".jsonl" && entry.path().stem().string().starts_with("config-") == configurations)
      files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  REQUIRE_FALSE(files.empty());
  for (const std::filesystem::path& file : files) {
    std::ifstream in(file);
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty()) continue;
      Result<Value> parsed = value_from_json(line);
      REQUIRE_MESSAGE(parsed.ok(), file.filename().string() << ": unreadable line: " << line);
      replay(file.stem().string(), line, *parsed);
    }
  }
}

std::map<std::string, Listed> listed_differences(const std::string& family,
                                                 const std::vector<std::string>& other_families) {
  std::map<std::string, Listed> listed;
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(kDir)) {
    const std::string name = entry.path().filename().string();
    if (!name.ends_with("-pending.txt") || !name.starts_with(family)) continue;
    if (std::any_of(other_families.begin(), other_families.end(),
                    [&](const std::string& f) { return name.starts_with(f); }))
      continue;
    files.push_back(name);
  }
  std::sort(files.begin(), files.end());
  files.insert(files.begin(), "known_differences.txt");
  for (const std::string& file : files) {
    const bool pending = file != "known_differences.txt";
    std::ifstream in(kDir / file);
    REQUIRE_MESSAGE(in.good(), "cannot read " << (kDir / file).string());
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '#') continue;
      std::size_t space = line.find(' ');
      listed[line.substr(0, space)] = Listed{space == std::string::npos ? "" : line.substr(space + 1), pending};
    }
  }
  return listed;
}

void Tally::record(const std::string& set, const std::string& name, bool agrees, const std::string& report) {
  const std::string full = set + "/" + name;
  recorded_.insert(full);
  Figures& f = sets_[set];
  ++f.total;
  if (agrees) ++f.agreed;
  if (auto listed = listed_.find(full); listed != listed_.end()) {
    if (agrees) {
      stale_.push_back(full + " (" + listed->second.note + ")");
    } else {
      ++listed_differing_;
      if (listed->second.pending) ++pending_by_class_[listed->second.note];
    }
  } else if (!agrees) {
    unexpected_.push_back(full + "\n" + report);
  }
}

void Tally::finish(const std::string& what) const {
  Figures all;
  for (const auto& [set, f] : sets_) {
    all.total += f.total;
    all.agreed += f.agreed;
  }
  std::cout << what << ": " << all.agreed << "/" << all.total << " cases agree with the reference ("
            << (all.total ? 100.0 * static_cast<double>(all.agreed) / static_cast<double>(all.total) : 0.0) << "%)\n";
  for (const auto& [set, f] : sets_)
    std::cout << "  " << set << ": " << f.agreed << "/" << f.total << " cases agree with the reference ("
              << (f.total ? 100.0 * static_cast<double>(f.agreed) / static_cast<double>(f.total) : 0.0) << "%)\n";
  std::cout << what << ": " << listed_differing_ << " listed differences (known_differences.txt, *-pending.txt)\n";
  for (const auto& [cls, count] : pending_by_class_) std::cout << "  pending " << cls << ": " << count << "\n";
  const std::size_t shown =
      std::getenv("HCLC_DIFF_ALL") ? unexpected_.size() : std::min<std::size_t>(unexpected_.size(), 40);
  for (std::size_t i = 0; i < shown; ++i) std::cout << "MISMATCH " << unexpected_[i] << "\n";
  CHECK_MESSAGE(unexpected_.empty(), unexpected_.size() << " unexpected differences from the reference");
  for (const std::string& name : stale_) std::cout << "STALE " << name << ": agrees now; remove it from its list\n";
  CHECK_MESSAGE(stale_.empty(), stale_.size() << " cases listed as differing now agree");
  std::size_t missing = 0;
  for (const auto& [name, listed] : listed_) {
    if (!listed.pending || recorded_.count(name)) continue;
    std::cout << "UNKNOWN " << name << ": listed as pending, but no set has this case\n";
    ++missing;
  }
  CHECK_MESSAGE(missing == 0, missing << " pending cases name no recorded case");
}

}  // namespace hclc::replay
