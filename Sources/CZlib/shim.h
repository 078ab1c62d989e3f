#include <zlib.h>

/* inflateInit2 is a macro; Swift sees this function instead. */
static inline int faq_inflate_init(z_stream *stream) {
    /* 15 + 32: the largest window, and a gzip or zlib header told apart by zlib. */
    return inflateInit2(stream, 15 + 32);
}
