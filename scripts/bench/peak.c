/* Runs a command and writes its peak resident memory (KiB) to a file: `peak OUT COMMAND [ARG...]`.
 * Python cannot measure this itself: a child it starts counts Python's own memory as its peak (the memory
 * before exec is the child's too), which hides the peak of small processes like the libyaml floor. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: peak OUT COMMAND [ARG...]\n"); return 2; }
    pid_t child = fork();
    if (child < 0) { perror("fork"); return 2; }
    if (child == 0) { execvp(argv[2], argv + 2); perror(argv[2]); _exit(127); }
    int status;
    struct rusage usage;
    if (wait4(child, &status, 0, &usage) < 0) { perror("wait4"); return 2; }
    FILE *out = fopen(argv[1], "w");
    if (!out) { perror(argv[1]); return 2; }
    fprintf(out, "%ld\n", usage.ru_maxrss);
    fclose(out);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
