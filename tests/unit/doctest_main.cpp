// ctest runs each discovered case by name (--test-case=NAME), and doctest
// passes a run whose filter matches no case. CMake cuts a name at ';', so such
// a case silently ran nothing: a run that selects no case fails here instead.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdio>

namespace {

struct SelectedCases {
  bool run_ended = false;
  unsigned count = 0;
};

SelectedCases& selected_cases() {
  static SelectedCases selected;
  return selected;
}

// Only the end of the run matters: how many cases passed the filters.
struct SelectedCasesListener : doctest::IReporter {
  explicit SelectedCasesListener(const doctest::ContextOptions& /*options*/) {}
  void report_query(const doctest::QueryData& /*data*/) override {}
  void test_run_start() override {}
  void test_run_end(const doctest::TestRunStats& stats) override {
    selected_cases().run_ended = true;
    selected_cases().count = stats.numTestCasesPassingFilters;
  }
  void test_case_start(const doctest::TestCaseData& /*data*/) override {}
  void test_case_reenter(const doctest::TestCaseData& /*data*/) override {}
  void test_case_end(const doctest::CurrentTestCaseStats& /*stats*/) override {}
  void test_case_exception(const doctest::TestCaseException& /*exception*/) override {}
  void subcase_start(const doctest::SubcaseSignature& /*signature*/) override {}
  void subcase_end() override {}
  void log_assert(const doctest::AssertData& /*data*/) override {}
  void log_message(const doctest::MessageData& /*data*/) override {}
  void test_case_skipped(const doctest::TestCaseData& /*data*/) override {}
};

REGISTER_LISTENER("selected_cases", 1, SelectedCasesListener);

}  // namespace

int main(int argc, char** argv) {
  doctest::Context context(argc, argv);
  const int result = context.run();
  if (selected_cases().run_ended && selected_cases().count == 0) {
    std::fputs("no test case matches the filter (a ';' in a case's name cuts it in ctest)\n", stderr);
    return 1;
  }
  return result;
}
