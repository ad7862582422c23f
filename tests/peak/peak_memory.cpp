// peak_memory OUT PROGRAM [ARG...]: runs PROGRAM and writes the most resident
// memory it had, in KiB, and the processor time it took, user and system, in
// microseconds, to OUT; exits with its status. A process's peak
// counts the pages it held before it ran the program (Linux keeps them in
// its rusage across exec), so the program is run from this small one, never
// from the test that measures it.

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>

int main(int argc, char** argv)
{
    if (argc < 3) {
        std::fputs("usage: peak_memory OUT PROGRAM [ARG...]\n", stderr);
        return 2;
    }
    pid_t const child = ::fork();
    if (child == 0) {
        ::execv(argv[2], argv + 2);
        ::_exit(127);
    }
    int status = 0;
    struct rusage usage {};
    if (child < 0 || ::wait4(child, &status, 0, &usage) != child)
        return 2;
    std::FILE* out = std::fopen(argv[1], "w");
    long long const cpu = (static_cast<long long>(usage.ru_utime.tv_sec) + usage.ru_stime.tv_sec) * 1000000 +
                          usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
    if (out == nullptr || std::fprintf(out, "%ld %lld\n", usage.ru_maxrss, cpu) < 0 || std::fclose(out) != 0)
        return 2;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
