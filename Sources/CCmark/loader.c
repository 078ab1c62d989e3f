/* The cmark-gfm functions FAQ Browser calls, each forwarding to the library, which is opened
 * (with its extensions) the first time one is called, on whichever thread. Without the library
 * each returns zero or NULL: parsers then find no document, and answers show as plain text. */
#include "CCmark.h"
#include <cmark-gfm_version.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

/* The soname of the headers this was built with. */
#define CMARK_EXTENSIONS_LIBRARY "libcmark-gfm-extensions.so." CMARK_GFM_VERSION_STRING

/* X(return type, name, parameters, arguments) for each function that returns a value, and
 * V(name, parameters, arguments) for each that returns nothing. */
#define CMARK_FUNCTIONS(X, V) \
    X(cmark_node_type, cmark_node_get_type, (cmark_node *node), (node)) \
    X(const char *, cmark_node_get_type_string, (cmark_node *node), (node)) \
    X(cmark_node *, cmark_node_first_child, (cmark_node *node), (node)) \
    X(cmark_node *, cmark_node_next, (cmark_node *node), (node)) \
    X(cmark_node *, cmark_node_previous, (cmark_node *node), (node)) \
    X(cmark_node *, cmark_node_parent, (cmark_node *node), (node)) \
    X(const char *, cmark_node_get_literal, (cmark_node *node), (node)) \
    X(const char *, cmark_node_get_url, (cmark_node *node), (node)) \
    X(const char *, cmark_node_get_fence_info, (cmark_node *node), (node)) \
    X(cmark_list_type, cmark_node_get_list_type, (cmark_node *node), (node)) \
    X(int, cmark_node_get_list_tight, (cmark_node *node), (node)) \
    X(int, cmark_node_get_list_start, (cmark_node *node), (node)) \
    X(int, cmark_node_get_heading_level, (cmark_node *node), (node)) \
    X(int, cmark_node_get_start_line, (cmark_node *node), (node)) \
    X(int, cmark_node_get_end_line, (cmark_node *node), (node)) \
    V(cmark_node_free, (cmark_node *node), (node)) \
    X(cmark_iter *, cmark_iter_new, (cmark_node *root), (root)) \
    X(cmark_event_type, cmark_iter_next, (cmark_iter *iter), (iter)) \
    X(cmark_node *, cmark_iter_get_node, (cmark_iter *iter), (iter)) \
    X(cmark_event_type, cmark_iter_get_event_type, (cmark_iter *iter), (iter)) \
    V(cmark_iter_free, (cmark_iter *iter), (iter)) \
    X(cmark_parser *, cmark_parser_new, (int options), (options)) \
    V(cmark_parser_feed, (cmark_parser *parser, const char *buffer, size_t len), (parser, buffer, len)) \
    X(cmark_node *, cmark_parser_finish, (cmark_parser *parser), (parser)) \
    V(cmark_parser_free, (cmark_parser *parser), (parser)) \
    X(int, cmark_parser_attach_syntax_extension, (cmark_parser *parser, cmark_syntax_extension *extension), (parser, extension)) \
    X(cmark_node *, cmark_parse_document, (const char *buffer, size_t len, int options), (buffer, len, options)) \
    X(cmark_syntax_extension *, cmark_find_syntax_extension, (const char *name), (name)) \
    V(cmark_gfm_core_extensions_ensure_registered, (void), ()) \
    X(bool, cmark_gfm_extensions_get_tasklist_item_checked, (cmark_node *node), (node)) \
    X(int, cmark_gfm_extensions_get_table_row_is_header, (cmark_node *node), (node)) \
    X(uint16_t, cmark_gfm_extensions_get_table_columns, (cmark_node *node), (node)) \
    X(uint8_t *, cmark_gfm_extensions_get_table_alignments, (cmark_node *node), (node))

#define POINTER(type, name, params, args) type (*name) params;
#define VOID_POINTER(name, params, args) void (*name) params;
static struct {
    CMARK_FUNCTIONS(POINTER, VOID_POINTER)
    cmark_node_type *table, *table_row, *table_cell, *strikethrough;
} cm;
static int opened;
static pthread_once_t once = PTHREAD_ONCE_INIT;

/* The extensions library needs the core one, which the dynamic linker opens with it. */
static void open_cmark(void) {
    void *library = dlopen(CMARK_EXTENSIONS_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        fprintf(stderr, "faq-browser: Markdown shows as plain text: %s\n", dlerror());
        return;
    }
    int found = 1;
#define LOOK_UP(type, name, params, args) found &= (cm.name = (type (*) params)dlsym(library, #name)) != NULL;
#define LOOK_UP_VOID(name, params, args) found &= (cm.name = (void (*) params)dlsym(library, #name)) != NULL;
    CMARK_FUNCTIONS(LOOK_UP, LOOK_UP_VOID)
    found &= (cm.table = dlsym(library, "CMARK_NODE_TABLE")) != NULL;
    found &= (cm.table_row = dlsym(library, "CMARK_NODE_TABLE_ROW")) != NULL;
    found &= (cm.table_cell = dlsym(library, "CMARK_NODE_TABLE_CELL")) != NULL;
    found &= (cm.strikethrough = dlsym(library, "CMARK_NODE_STRIKETHROUGH")) != NULL;
    if (!found) fprintf(stderr, "faq-browser: Markdown shows as plain text: %s lacks functions it needs\n", CMARK_EXTENSIONS_LIBRARY);
    opened = found;
}

int faq_cmark_available(void) {
    pthread_once(&once, open_cmark);
    return opened;
}

#define FORWARD(type, name, params, args) \
    type name params { return faq_cmark_available() ? cm.name args : (type){0}; }
#define FORWARD_VOID(name, params, args) \
    void name params { if (faq_cmark_available()) cm.name args; }
CMARK_FUNCTIONS(FORWARD, FORWARD_VOID)

cmark_node_type faq_cmark_node_table(void) { return faq_cmark_available() ? *cm.table : CMARK_NODE_NONE; }
cmark_node_type faq_cmark_node_table_row(void) { return faq_cmark_available() ? *cm.table_row : CMARK_NODE_NONE; }
cmark_node_type faq_cmark_node_table_cell(void) { return faq_cmark_available() ? *cm.table_cell : CMARK_NODE_NONE; }
cmark_node_type faq_cmark_node_strikethrough(void) { return faq_cmark_available() ? *cm.strikethrough : CMARK_NODE_NONE; }
