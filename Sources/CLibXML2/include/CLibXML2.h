#ifndef FAQ_CLIBXML2_H
#define FAQ_CLIBXML2_H
/* libxml2's types (read straight from its structs), and the functions the importers call,
   reached through the library opened on first use (loader.c): linking it would load it, and
   ICU and libstdc++ with it, at every start, for files that are rarely XML or HTML. */
#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU; no ICU-specific API is used here. */
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

/* Whether libxml2 could be opened (the functions below return NULL or 0 when not); the first
   call that finds it missing says so on stderr. */
int faq_xml_available(void);
/* The soname opened: the one of the libxml2 whose headers this was built with. */
const char *faq_xml_library(void);
xmlDocPtr faq_xml_read_memory(const char *buffer, int size, const char *url, const char *encoding, int options);
htmlDocPtr faq_html_read_memory(const char *buffer, int size, const char *url, const char *encoding, int options);
xmlNodePtr faq_xml_doc_get_root_element(const xmlDoc *doc);
void faq_xml_free_doc(xmlDocPtr doc);
long faq_xml_get_line_no(const xmlNode *node);
/* Moves `node` to just after `sibling` (a node of the same document); returns the node now
   there: libxml2 before 2.13 merges a text node into a text sibling and frees it. */
xmlNodePtr faq_xml_move_after(xmlNodePtr sibling, xmlNodePtr node);
#endif
