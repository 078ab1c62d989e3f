// cmark-gfm (GitHub-flavoured CommonMark) and its core extensions: table, task list,
// strikethrough, autolink. The libraries are opened the first time a document needs them
// (loader.c), not when the program starts: the bundled FAQ's first screen shows no Markdown.
#ifndef FAQ_BROWSER_CCMARK_H
#define FAQ_BROWSER_CCMARK_H
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

// Whether the libraries could be opened (each function returns zero or NULL when not).
int faq_cmark_available(void);

// The extensions' node types, which the extension library sets when it registers.
cmark_node_type faq_cmark_node_table(void);
cmark_node_type faq_cmark_node_table_row(void);
cmark_node_type faq_cmark_node_table_cell(void);
cmark_node_type faq_cmark_node_strikethrough(void);
#endif
