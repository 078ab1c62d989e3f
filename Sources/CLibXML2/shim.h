#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU; its ICU headers clash with Foundation's own copy, and no
   ICU-specific API is used here. */
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
