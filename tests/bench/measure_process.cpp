// hclc_measure_process REPORT COMMAND [ARG]...
//
// Runs COMMAND (found on PATH as execvp finds it) with this process's
// standard input, output and error, waits for it, and writes one line to the
// file REPORT:
//   wall=SECONDS cpu=SECONDS max_rss_kb=KB status=STATUS
// cpu is the command's own user + system time and max_rss_kb its own peak
// resident set; status is its exit status, or 128 + the signal that ended
// it. This process exits with the same status.
//
// Why a launcher: Linux starts the peak RSS of a process at the RSS of the
// process it was forked from (exec keeps the high-water mark of the memory it
// replaces, in the fork's copy of its parent's page tables), so a command
// started by the Python drivers of tools/bench reads at least the driver's
// 20 to 60 MB. Started from this small, statically linked process, it reads
// its own peak above a floor of a few hundred kilobytes. The wait4 of the
// command itself gives its CPU time without this process's.

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>

namespace {

double seconds(const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; }

double now() {
  timespec t{};
  clock_gettime(CLOCK_MONOTONIC, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
}

constexpr int kExecFailed = 127;  // as the shells report a command they cannot run

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: hclc_measure_process REPORT COMMAND [ARG]...\n");
    return 2;
  }
  const char* report_path = argv[1];
  char** command = argv + 2;

  const double start = now();
  const pid_t child = fork();
  if (child < 0) {
    std::perror("hclc_measure_process: fork");
    return 2;
  }
  if (child == 0) {
    execvp(command[0], command);
    std::fprintf(stderr, "hclc_measure_process: cannot run %s: %s\n", command[0], std::strerror(errno));
    _exit(kExecFailed);
  }
  int wait_status = 0;
  rusage usage{};
  while (wait4(child, &wait_status, 0, &usage) < 0) {
    if (errno != EINTR) {
      std::perror("hclc_measure_process: wait4");
      return 2;
    }
  }
  const double wall = now() - start;
  const int status = WIFEXITED(wait_status) ? WEXITSTATUS(wait_status) : 128 + WTERMSIG(wait_status);

  std::FILE* report = std::fopen(report_path, "w");
  if (report == nullptr) {
    std::perror(report_path);
    return 2;
  }
  std::fprintf(report, "wall=%.6f cpu=%.6f max_rss_kb=%ld status=%d\n", wall,
               seconds(usage.ru_utime) + seconds(usage.ru_stime), usage.ru_maxrss, status);
  if (std::fclose(report) != 0) {
    std::perror(report_path);
    return 2;
  }
  return status;
}
