/* Linked against the libraries faq-browser opens at run time (debian/rules), so that
   dpkg-shlibdeps names their packages: it calls one function of each. Never run. */
void xmlFreeDoc(void *);
void cmark_gfm_core_extensions_ensure_registered(void);
void *cmark_parser_new(int);

int main(int argc, char **argv) {
    (void)argv;
    if (argc < 0) {
        xmlFreeDoc(0);
        cmark_gfm_core_extensions_ensure_registered();
        cmark_parser_new(0);
    }
    return 0;
}
