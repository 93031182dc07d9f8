// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
//
// The oracle of PrintFormatOracleTest: libtraceevent (the library trace-cmd report prints with)
// parses real event format files and renders records of seeded random bytes (strings in char
// arrays and __data_loc fields, small numbers every third record). Output, per format: a FORMAT
// line with the file's path, then per record "ID<TAB>HEX<TAB>TEXT" with \n, \t, \\ and \xNN
// escapes. A record that makes libtraceevent fault (a division by zero of random data) is left out.
// Built and run by releng/scripts/tracedat/print-oracle; not part of the product.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <signal.h>
static sigjmp_buf jb; static void onsig(int sig) { siglongjmp(jb, 1); }
#include <traceevent/event-parse.h>
#include <traceevent/trace-seq.h>

/* The whole file, NUL-terminated. */
static char *slurp(const char *path, long *len) {
  FILE *f = fopen(path, "r"); if (!f) return NULL;
  char *buf = malloc(1 << 20); long n = fread(buf, 1, (1 << 20) - 1, f); fclose(f); buf[n] = 0; *len = n; return buf;
}

int main(int argc, char **argv) {
  // argv[1]: list of format paths; argv[2]: records per event; writes "ID\tHEX\tTEXT" lines
  struct tep_handle *tep = tep_alloc();
  tep_set_long_size(tep, 8); tep_set_file_bigendian(tep, TEP_LITTLE_ENDIAN); tep_set_local_bigendian(tep, TEP_LITTLE_ENDIAN);
  FILE *list = fopen(argv[1], "r"); char path[4096]; int per = atoi(argv[2]);
  /* argv[3] (optional): kallsyms text; argv[4]: printk formats text; then the system plugins load */
  unsigned long long symbols[4096]; int nsym = 0;
  unsigned long long formats[256]; int nfmt = 0;
  if (argc > 4) {
    char line[1024];
    FILE *k = fopen(argv[3], "r");
    while (k && fgets(line, sizeof line, k) && nsym < 4096) {
      unsigned long long a; char t; char name[512];
      if (sscanf(line, "%llx %c %511s", &a, &t, name) == 3) { tep_register_function(tep, name, a, NULL); symbols[nsym++] = a; }
    }
    FILE *f = fopen(argv[4], "r");
    while (f && fgets(line, sizeof line, f) && nfmt < 256) {
      unsigned long long a; char *colon = strchr(line, ':');
      if (!colon) continue;
      a = strtoull(line, NULL, 16); line[strcspn(line, "\n")] = 0;
      tep_register_print_string(tep, colon + 2, a); formats[nfmt++] = a;
    }
    tep_load_plugins(tep);
  }
  srand(42); signal(SIGFPE, onsig); signal(SIGSEGV, onsig);
  while (fgets(path, sizeof path, list)) {
    path[strcspn(path, "\n")] = 0;
    char sys[256]; const char *p = strstr(path, "/events/") + 8; const char *slash = strchr(p, '/');
    snprintf(sys, sizeof sys, "%.*s", (int)(slash - p), p);
    long len; char *buf = slurp(path, &len); if (!buf) continue;
    struct tep_event *ev = NULL;
    if (tep_parse_format(tep, &ev, buf, len, sys) != 0 || !ev) { free(buf); continue; }
    printf("FORMAT\t%s\n", path);
    int nf = 0; struct tep_format_field **fields = tep_event_fields(ev);
    int fixed = 0;
    for (int i = 0; fields && fields[i]; i++) { int end = fields[i]->offset + fields[i]->size; if (end > fixed) fixed = end; nf++; }
    struct tep_format_field **common = tep_event_common_fields(ev);
    for (int i = 0; common && common[i]; i++) { int end = common[i]->offset + common[i]->size; if (end > fixed) fixed = end; }
    for (int r = 0; r < per; r++) {
      int size = fixed + 64; unsigned char data[8192]; if (size > 8000) size = 8000;
      for (int k = 0; k < size; k++) data[k] = rand() & 0xff;
      if (r % 3 == 0) for (int k = 0; k < size; k++) data[k] = (rand() % 4 == 0) ? rand() & 0xff : 0; // small values
      data[0] = ev->id & 0xff; data[1] = ev->id >> 8;
      int dyn = fixed;
      for (int i = 0; fields && fields[i]; i++) {
        struct tep_format_field *f = fields[i];
        if (f->flags & TEP_FIELD_IS_DYNAMIC) {
          int l = 1 + rand() % 20; if (dyn + l > size) l = size - dyn; if (l < 1) continue;
          for (int k = 0; k < l - 1; k++) data[dyn + k] = 'a' + rand() % 26; data[dyn + l - 1] = 0;
          unsigned int off = (f->flags & TEP_FIELD_IS_RELATIVE) ? dyn - (f->offset + f->size) : dyn;
          unsigned int loc = (l << 16) | off; memcpy(data + f->offset, &loc, 4); dyn += l;
        } else if (f->flags & TEP_FIELD_IS_STRING) {
          int l = rand() % f->size; for (int k = 0; k < f->size; k++) data[f->offset + k] = k < l ? 'A' + rand() % 26 : 0;
        }
      }
      for (int i = 0; nsym && fields && fields[i]; i++) {
        struct tep_format_field *f = fields[i];
        const char *n = f->name;
        int code = !strcmp(n, "ip") || !strcmp(n, "parent_ip") || !strcmp(n, "call_site") || !strcmp(n, "function")
                   || !strcmp(n, "func") || !strcmp(n, "caller");
        if (code && f->size >= 8 && rand() % 4) /* mostly a kernel function, at or past its start */
          for (int k = 0; k + 8 <= f->size; k += 8) {
            unsigned long long a = symbols[rand() % nsym] + (rand() % 3 ? 0 : rand() % 64);
            memcpy(data + f->offset + k, &a, 8);
          }
        if (nfmt && !strcmp(n, "fmt") && f->size == 8 && rand() % 4) memcpy(data + f->offset, &formats[rand() % nfmt], 8);
      }
      struct tep_record rec = {0}; rec.data = data; rec.size = size; rec.ts = 1000;
      struct trace_seq s; trace_seq_init(&s);
      if (sigsetjmp(jb, 1)) { signal(SIGFPE, onsig); signal(SIGSEGV, onsig); continue; }
      tep_print_event(tep, &s, &rec, "%s", TEP_PRINT_INFO);
      trace_seq_terminate(&s);
      printf("%d\t", ev->id); for (int k = 0; k < size; k++) printf("%02x", data[k]);
      printf("\t");
      for (unsigned k = 0; k < s.len; k++) { unsigned char c = s.buffer[k]; if (c == '\n') printf("\\n"); else if (c == '\t') printf("\\t"); else if (c == '\\') printf("\\\\"); else if (c < 32 || c > 126) printf("\\x%02x", c); else putchar(c); }
      printf("\n");
      trace_seq_destroy(&s);
    }
    free(fields); free(common); free(buf);
  }
  return 0;
}
