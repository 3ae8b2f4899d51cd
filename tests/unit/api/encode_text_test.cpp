// hcl::encode_text: described structs written as native-syntax text, as Go's
// gohcl.EncodeIntoBody with hclwrite writes them. The text decodes back to
// the same struct, and hclfmt (ours, and the reference's when built) leaves
// it as it is.

#include <doctest/doctest.h>

#include <hclc/decode.h>
#include <hclc/format.h>
#include <hclc/parser.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace nomad {

struct Port {
  int number = 0;
  std::string protocol = "tcp";
  bool operator==(const Port&) const = default;
};
void describe(hcl::Schema<Port>& s) { s.attr("number", &Port::number).optional("protocol", &Port::protocol); }

struct Resources {
  int cpu = 100;
  int memory_mb = 256;
  bool operator==(const Resources&) const = default;
};
void describe(hcl::Schema<Resources>& s) {
  s.optional("cpu", &Resources::cpu).optional("memory_mb", &Resources::memory_mb);
}

struct Task {
  std::string name;
  std::string driver;
  std::optional<std::string> user;
  std::map<std::string, std::string> env;
  std::vector<Port> ports;
  std::optional<Resources> resources;
  bool operator==(const Task&) const = default;
};
void describe(hcl::Schema<Task>& s) {
  s.label("name", &Task::name)
      .attr("driver", &Task::driver)
      .optional("user", &Task::user)
      .optional("env", &Task::env)
      .optional("ports", &Task::ports)
      .block("resources", &Task::resources);
}

struct Group {
  std::string name;
  int count = 1;
  std::vector<Task> tasks;
  bool operator==(const Group&) const = default;
};
void describe(hcl::Schema<Group>& s) {
  s.label("name", &Group::name).optional("count", &Group::count).block("task", &Group::tasks, {.min = 1});
}

struct Volume {
  std::string source;
  bool read_only = false;
  bool operator==(const Volume&) const = default;
};
void describe(hcl::Schema<Volume>& s) { s.attr("source", &Volume::source).optional("read_only", &Volume::read_only); }

struct Job {
  std::vector<std::string> datacenters;
  std::string type = "service";
  std::optional<int> priority;
  std::map<std::string, std::string> meta;
  std::vector<Group> groups;
  std::map<std::string, Volume> volumes;
  bool operator==(const Job&) const = default;
};
void describe(hcl::Schema<Job>& s) {
  s.attr("datacenters", &Job::datacenters)
      .optional("type", &Job::type)
      .optional("priority", &Job::priority)
      .optional("meta", &Job::meta)
      .block("group", &Job::groups)
      .block_map("volume", "name", &Job::volumes);
}

Job example_job() {
  Job job;
  job.datacenters = {"eu-west-1", "eu-west-2"};
  job.meta = {{"owner", "team-a"}, {"cost center", "42"}};
  Task redis{"redis",
             "docker",
             std::nullopt,
             {{"MODE", "standalone"}, {"GREETING", "say \"hi\"\n${not_a_template}"}},
             {{6379, "tcp"}, {6380, "udp"}},
             Resources{500, 256}};
  Task sidecar{"log-shipper", "exec", "nobody", {}, {}, std::nullopt};
  job.groups = {Group{"cache", 2, {redis, sidecar}}, Group{"web", 1, {Task{"nginx", "docker", {}, {}, {}, {}}}}};
  job.volumes = {{"data", Volume{"/srv/data", true}}};
  return job;
}

}  // namespace nomad

namespace odd {

struct Anything {
  hcl::Value value;
  std::optional<std::string> note;
};
void describe(hcl::Schema<Anything>& s) { s.attr("value", &Anything::value).optional("note", &Anything::note); }

struct BadName {
  std::string text;
};
void describe(hcl::Schema<BadName>& s) { s.attr("not a name", &BadName::text); }

}  // namespace odd

namespace {

nomad::Job decode_job(const std::string& text, hcl::Diagnostics& diags) {
  hcl::Parser parser;
  hcl::File file = parser.parse(text, "job.hcl", hcl::Syntax::Native, diags);
  return hcl::decode<nomad::Job>(file.body(), diags);
}

}  // namespace

TEST_CASE("encode_text writes attributes, labelled blocks, block lists and block maps in hclfmt's layout") {
  hcl::Diagnostics diags;
  std::optional<std::string> text = hcl::encode_text(nomad::example_job(), diags);
  REQUIRE(diags.empty());
  REQUIRE(text);
  CHECK(*text == R"(datacenters = ["eu-west-1", "eu-west-2"]
type        = "service"
meta = {
  "cost center" = "42"
  owner         = "team-a"
}

group "cache" {
  count = 2

  task "redis" {
    driver = "docker"
    env = {
      GREETING = "say \"hi\"\n$${not_a_template}"
      MODE     = "standalone"
    }
    ports = [{
      number   = 6379
      protocol = "tcp"
      }, {
      number   = 6380
      protocol = "udp"
    }]

    resources {
      cpu       = 500
      memory_mb = 256
    }
  }

  task "log-shipper" {
    driver = "exec"
    user   = "nobody"
    env    = {}
    ports  = []
  }
}

group "web" {
  count = 1

  task "nginx" {
    driver = "docker"
    env    = {}
    ports  = []
  }
}

volume "data" {
  source    = "/srv/data"
  read_only = true
}
)");
}

TEST_CASE("encode_text round-trips through decode, and formatting leaves it unchanged") {
  const nomad::Job job = nomad::example_job();
  hcl::Diagnostics diags;
  std::optional<std::string> text = hcl::encode_text(job, diags);
  REQUIRE(text);
  nomad::Job decoded = decode_job(*text, diags);
  CHECK(diags.empty());
  CHECK(decoded == job);

  std::optional<std::string> formatted = hcl::format(*text, "job.hcl", diags);
  REQUIRE(formatted);
  CHECK(*formatted == *text);

  // The reference's hclfmt agrees, when it is built.
  const std::filesystem::path hclfmt = std::filesystem::path(HCLC_REFERENCE_BINDIR) / "hclfmt";
  if (!std::filesystem::exists(hclfmt)) {
    MESSAGE("reference hclfmt not present; skipped");
    return;
  }
  const std::filesystem::path scratch = std::filesystem::temp_directory_path() / "hclc_encode_text_test.hcl";
  std::ofstream(scratch, std::ios::binary) << *text;
  const std::string command = hclfmt.string() + " -require-no-change " + scratch.string() + " > /dev/null 2>&1";
  CHECK(std::system(command.c_str()) == 0);
  std::filesystem::remove(scratch);
}

TEST_CASE("encode_text leaves out empty optional fields, writes required nulls, and refuses what has no text") {
  nomad::Job minimal;
  hcl::Diagnostics diags;
  // priority (an empty std::optional) and the empty block list and map are not written.
  CHECK(hcl::encode_text(minimal, diags) == "datacenters = []\ntype        = \"service\"\nmeta        = {}\n");

  nomad::Job round_trip = decode_job(*hcl::encode_text(minimal, diags), diags);
  CHECK(round_trip == minimal);
  CHECK(diags.empty());

  odd::Anything null_value{hcl::Value::null(hcl::Type::dynamic()), std::nullopt};
  CHECK(hcl::encode_text(null_value, diags) == "value = null\n");  // required: written even when null
  CHECK(diags.empty());

  odd::Anything unknown{hcl::Value::unknown(hcl::Type::number()), "x"};
  CHECK_FALSE(hcl::encode_text(unknown, diags));
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].summary == "Value cannot be written");

  hcl::Diagnostics name_diags;
  CHECK_FALSE(hcl::encode_text(odd::BadName{"x"}, name_diags));
  REQUIRE(name_diags.size() == 1);
  CHECK(name_diags[0].summary == "Invalid name");
}
