#include "CLibXML2.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

/* The soname of the libxml2 whose headers this was built with: 2.14 changed its ABI and its
 * soname to libxml2.so.16; every release before it kept libxml2.so.2. */
#if LIBXML_VERSION >= 21400
#define LIBXML2_LIBRARY "libxml2.so.16"
#else
#define LIBXML2_LIBRARY "libxml2.so.2"
#endif

/* libxml2's functions, looked up once, the first time an importer needs one. */
static struct {
    xmlDocPtr (*read_memory)(const char *, int, const char *, const char *, int);
    htmlDocPtr (*html_read_memory)(const char *, int, const char *, const char *, int);
    xmlNodePtr (*root_element)(const xmlDoc *);
    void (*free_doc)(xmlDocPtr);
    long (*line_no)(const xmlNode *);
    void (*unlink_node)(xmlNodePtr);
    xmlNodePtr (*add_next_sibling)(xmlNodePtr, xmlNodePtr);
} xml;
static int opened;
static pthread_once_t once = PTHREAD_ONCE_INIT;

/* Said once, on the first need: without libxml2, XML and HTML files are refused and HTML in
 * answers shows as written. */
static void open_libxml2(void) {
    void *library = dlopen(LIBXML2_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        fprintf(stderr, "faq-browser: XML and HTML cannot be read, HTML in answers shows as written: %s\n", dlerror());
        return;
    }
    xml.read_memory = dlsym(library, "xmlReadMemory");
    xml.html_read_memory = dlsym(library, "htmlReadMemory");
    xml.root_element = dlsym(library, "xmlDocGetRootElement");
    xml.free_doc = dlsym(library, "xmlFreeDoc");
    xml.line_no = dlsym(library, "xmlGetLineNo");
    xml.unlink_node = dlsym(library, "xmlUnlinkNode");
    xml.add_next_sibling = dlsym(library, "xmlAddNextSibling");
    opened = xml.read_memory && xml.html_read_memory && xml.root_element && xml.free_doc && xml.line_no
        && xml.unlink_node && xml.add_next_sibling;
    if (!opened) fprintf(stderr, "faq-browser: XML and HTML cannot be read: %s lacks functions it needs\n", LIBXML2_LIBRARY);
}

const char *faq_xml_library(void) {
    return LIBXML2_LIBRARY;
}

int faq_xml_available(void) {
    pthread_once(&once, open_libxml2);
    return opened;
}

xmlDocPtr faq_xml_read_memory(const char *buffer, int size, const char *url, const char *encoding, int options) {
    return faq_xml_available() ? xml.read_memory(buffer, size, url, encoding, options) : NULL;
}

htmlDocPtr faq_html_read_memory(const char *buffer, int size, const char *url, const char *encoding, int options) {
    return faq_xml_available() ? xml.html_read_memory(buffer, size, url, encoding, options) : NULL;
}

xmlNodePtr faq_xml_doc_get_root_element(const xmlDoc *doc) {
    return faq_xml_available() ? xml.root_element(doc) : NULL;
}

void faq_xml_free_doc(xmlDocPtr doc) {
    if (faq_xml_available()) xml.free_doc(doc);
}

long faq_xml_get_line_no(const xmlNode *node) {
    return faq_xml_available() ? xml.line_no(node) : 0;
}

/* Moves `node` to just after `sibling` (a node of the same document); returns the node now
   there: libxml2 before 2.13 merges a text node into a text neighbour (`sibling`, or the node
   after it) and frees it. */
xmlNodePtr faq_xml_move_after(xmlNodePtr sibling, xmlNodePtr node) {
    if (!faq_xml_available()) return NULL;
    xml.unlink_node(node);
    return xml.add_next_sibling(sibling, node);
}
