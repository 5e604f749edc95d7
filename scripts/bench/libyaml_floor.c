/* The floor for flowc's speed: read each file and pull every event from libyaml's parser, nothing else.
 * flowc cannot be faster than this on the same files; the benchmark reports flowc as a ratio to it. */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

static int parse(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); return 1; }
    yaml_parser_t parser;
    yaml_event_t event;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_file(&parser, file);
    int done = 0, failed = 0;
    while (!done) {
        if (!yaml_parser_parse(&parser, &event)) { failed = 1; break; }
        done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
    }
    yaml_parser_delete(&parser);
    fclose(file);
    return failed;
}

int main(int argc, char **argv) {
    int failed = 0;
    for (int i = 1; i < argc; i++) failed |= parse(argv[i]);
    return failed;
}
