#ifndef FAQ_BROWSER_CGTK_SHIM_IMAGE_H
#define FAQ_BROWSER_CGTK_SHIM_IMAGE_H
#include <gdk-pixbuf/gdk-pixbuf.h>

/* Why an image was not decoded (FAQ_IMAGE_DECODED when it was). */
typedef enum {
    FAQ_IMAGE_DECODED = 0,
    FAQ_IMAGE_NOT_OPENED,
    FAQ_IMAGE_NOT_REGULAR,
    FAQ_IMAGE_TOO_LARGE_FILE,
    FAQ_IMAGE_TOO_MANY_PIXELS,
    FAQ_IMAGE_NOT_AN_IMAGE,
} FaqImageOutcome;

/* Decodes the regular file at `path` (opened O_NONBLOCK and checked with fstat before any
 * read, so a FIFO or device is never read) at the size shown: at most `max_width` wide and
 * `max_height` high, never scaled up. An image of more than `max_pixels` pixels is refused when
 * its header is read, before its pixels are allocated. Returns a new pixbuf or NULL. */
GdkPixbuf *faq_image_decode(const char *path, int max_width, int max_height, gint64 max_pixels,
                            gint64 max_file_bytes, FaqImageOutcome *outcome);

#endif
