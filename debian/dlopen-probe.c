/* Linked against the libraries faq-browser opens at run time (debian/rules), so that
   dpkg-shlibdeps names their packages. Never run. */
int main(void) { return 0; }
