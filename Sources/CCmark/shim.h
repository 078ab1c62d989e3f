// cmark-gfm (GitHub-flavoured CommonMark) and its core extensions: table, task list,
// strikethrough, autolink.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

// The extensions' node types are global variables the extension library sets when it registers;
// read through functions so that Swift sees no shared mutable state.
extern cmark_node_type CMARK_NODE_TABLE, CMARK_NODE_TABLE_ROW, CMARK_NODE_TABLE_CELL, CMARK_NODE_STRIKETHROUGH;
static inline cmark_node_type faq_cmark_node_table(void) { return CMARK_NODE_TABLE; }
static inline cmark_node_type faq_cmark_node_table_row(void) { return CMARK_NODE_TABLE_ROW; }
static inline cmark_node_type faq_cmark_node_table_cell(void) { return CMARK_NODE_TABLE_CELL; }
static inline cmark_node_type faq_cmark_node_strikethrough(void) { return CMARK_NODE_STRIKETHROUGH; }
