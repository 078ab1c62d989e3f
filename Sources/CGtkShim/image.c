#include "CGtkShimImage.h"
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct {
    int max_width, max_height;
    gint64 max_pixels;
    gboolean too_many_pixels;
} Bounds;

/* Called once the header is read: refuse a bomb (size 0 tells the loader to allocate nothing)
 * or ask for the size shown. */
static void size_prepared(GdkPixbufLoader *loader, int width, int height, gpointer data) {
    Bounds *bounds = data;
    if (width <= 0 || height <= 0 || (gint64)width * height > bounds->max_pixels) {
        bounds->too_many_pixels = TRUE;
        gdk_pixbuf_loader_set_size(loader, 0, 0);
        return;
    }
    double scale = 1.0;
    if (width > bounds->max_width) scale = (double)bounds->max_width / width;
    if (height * scale > bounds->max_height) scale = (double)bounds->max_height / height;
    if (scale < 1.0) {
        int w = (int)(width * scale), h = (int)(height * scale);
        gdk_pixbuf_loader_set_size(loader, w > 0 ? w : 1, h > 0 ? h : 1);
    }
}

GdkPixbuf *faq_image_decode(const char *path, int max_width, int max_height, gint64 max_pixels,
                            gint64 max_file_bytes, FaqImageOutcome *outcome) {
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) { *outcome = FAQ_IMAGE_NOT_OPENED; return NULL; }
    struct stat info;
    if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        close(fd);
        *outcome = FAQ_IMAGE_NOT_REGULAR;
        return NULL;
    }
    if (info.st_size > max_file_bytes) {
        close(fd);
        *outcome = FAQ_IMAGE_TOO_LARGE_FILE;
        return NULL;
    }
    Bounds bounds = { max_width, max_height, max_pixels, FALSE };
    GdkPixbufLoader *loader = gdk_pixbuf_loader_new();
    g_signal_connect(loader, "size-prepared", G_CALLBACK(size_prepared), &bounds);
    guchar buffer[65536];
    gboolean failed = FALSE;
    gint64 total = 0;
    for (;;) {
        ssize_t n = read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) { failed = n < 0; break; }
        total += n;
        if (total > max_file_bytes || !gdk_pixbuf_loader_write(loader, buffer, (gsize)n, NULL) || bounds.too_many_pixels) {
            failed = TRUE;
            break;
        }
    }
    close(fd);
    gboolean closed = gdk_pixbuf_loader_close(loader, NULL);
    GdkPixbuf *pixbuf = NULL;
    if (!failed && closed && !bounds.too_many_pixels) {
        pixbuf = gdk_pixbuf_loader_get_pixbuf(loader);
        if (pixbuf) g_object_ref(pixbuf);
    }
    g_object_unref(loader);
    *outcome = pixbuf ? FAQ_IMAGE_DECODED : bounds.too_many_pixels ? FAQ_IMAGE_TOO_MANY_PIXELS : FAQ_IMAGE_NOT_AN_IMAGE;
    return pixbuf;
}
