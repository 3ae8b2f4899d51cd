// hcl::Document through the shared library: the README's example, handles
// that follow the document through edits, and diagnostics with ranges.

#include <doctest/doctest.h>

#include <hclc/document.h>

#include <string>

namespace {

const char* const kConfig = R"(# Web tier.
resource "aws_instance" "web" {
  ami           = "ami-1" # pinned
  instance_type = "t2.micro"

  tags = {
    Name = "web"
  }
}
)";

TEST_CASE("the README's editing example") {
  hcl::Diagnostics diags;
  std::optional<hcl::Document> doc = hcl::Document::parse(kConfig, "main.tf", diags);
  REQUIRE(doc.has_value());
  for (const hcl::DocumentBlock& web : doc->body().blocks("resource", {"aws_instance", "web"})) {
    hcl::DocumentBody body = web.body();
    REQUIRE(body.set_attribute("instance_type", hcl::Value::string("t3.micro"), diags));
    REQUIRE(body.attribute("tags")->set_key("env", hcl::Value::string("prod"), diags));
    REQUIRE(body.insert_attribute(*body.position_of("ami") + 1, "monitoring",
                                  hcl::NewExpression::source("var.monitoring"), diags));
    REQUIRE(body.append_block("lifecycle", {}, diags)
                ->body()
                .set_attribute("prevent_destroy", hcl::Value::boolean(true), diags));
  }
  doc->body()
      .append_block("output", {"ip"}, diags)
      ->body()
      .set_attribute("value", hcl::NewExpression::source("aws_instance.web.public_ip"), diags);
  CHECK(diags.empty());
  CHECK(doc->text() == R"(# Web tier.
resource "aws_instance" "web" {
  ami           = "ami-1" # pinned
  monitoring    = var.monitoring
  instance_type = "t3.micro"

  tags = {
    Name = "web"
    env  = "prod"
  }

  lifecycle {
    prevent_destroy = true
  }
}

output "ip" {
  value = aws_instance.web.public_ip
}
)");
}

TEST_CASE("reading through handles") {
  hcl::Diagnostics diags;
  hcl::Document doc = *hcl::Document::parse(kConfig, "main.tf", diags);
  hcl::DocumentBody root = doc.body();
  CHECK(root.item_count() == 1);
  std::vector<hcl::DocumentBlock> blocks = root.blocks();
  REQUIRE(blocks.size() == 1);
  CHECK(blocks[0].type() == "resource");
  CHECK(blocks[0].labels() == std::vector<std::string>{"aws_instance", "web"});
  CHECK(blocks[0].position() == 0);
  CHECK(blocks[0].body().attribute_names() == std::vector<std::string>{"ami", "instance_type", "tags"});
  std::optional<hcl::DocumentExpression> tags = blocks[0].body().attribute("tags");
  REQUIRE(tags.has_value());
  CHECK(tags->kind() == hcl::DocumentExpression::Kind::Object);
  CHECK(tags->keys() == std::vector<std::string>{"Name"});
  CHECK(tags->key("Name")->text() == "\"web\"");
  CHECK_FALSE(tags->key("missing").has_value());
  CHECK(blocks[0].body().attribute("ami")->kind() == hcl::DocumentExpression::Kind::Other);
  CHECK(root.blocks("resource", {"aws_instance", "db"}).empty());
}

TEST_CASE("tuples, relabelling and removal through handles") {
  hcl::Diagnostics diags;
  hcl::Document doc = *hcl::Document::parse("ports = [80]\nb \"x\" {\n}\nc {\n}\n", "t.hcl", diags);
  hcl::DocumentExpression ports = *doc.body().attribute("ports");
  CHECK(ports.kind() == hcl::DocumentExpression::Kind::Tuple);
  REQUIRE(ports.append(hcl::Value::number(443), diags));
  CHECK(ports.size() == 2);
  CHECK(ports.element(1)->text() == "443");
  REQUIRE(ports.remove_element(0, diags));
  REQUIRE(doc.body().blocks("b")[0].set_labels({"y", "z"}, diags));
  REQUIRE(doc.body().blocks("c")[0].remove(diags));
  REQUIRE(doc.body().rename_attribute("ports", "listen", diags));
  CHECK(doc.text() == "listen = [443]\nb \"y\" \"z\" {\n}\n");
  REQUIRE(doc.body().remove_attribute("listen", diags));
  CHECK(doc.text() == "b \"y\" \"z\" {\n}\n");
  CHECK(diags.empty());
}

TEST_CASE("refused edits leave the document and say where") {
  hcl::Diagnostics diags;
  hcl::Document doc = *hcl::Document::parse(kConfig, "main.tf", diags);
  hcl::DocumentBody web = doc.body().blocks()[0].body();
  CHECK_FALSE(web.set_attribute("ami", hcl::Value::unknown(hcl::Type::string()), diags));
  CHECK_FALSE(web.set_attribute("ami", hcl::NewExpression::source("1 +"), diags));
  CHECK_FALSE(web.insert_attribute(0, "ami", hcl::Value::number(1), diags));
  CHECK(doc.text() == kConfig);
  REQUIRE(diags.size() >= 3);
  CHECK(diags[0].summary == "Value cannot be written");
  CHECK(diags[diags.size() - 1].summary == "Attribute already defined");
  REQUIRE(diags[diags.size() - 1].subject.has_value());
  CHECK(diags[diags.size() - 1].subject->start.line == 3);

  hcl::Diagnostics syntax;
  CHECK_FALSE(hcl::Document::parse("a = {", "bad.hcl", syntax).has_value());
  CHECK(syntax.has_errors());
}

}  // namespace
