#include "CGtkShimMainQueue.h"
#include <glib-unix.h>
#include <stdint.h>
#include <unistd.h>

/* libdispatch's hooks for a foreign run loop (what CoreFoundation's CFRunLoop uses on Linux):
   an eventfd that becomes readable when the main queue has work, and the call that runs it. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static gboolean drain_main_queue(gint fd, GIOCondition condition, gpointer data) {
    (void)condition; (void)data;
    uint64_t count;
    /* Reset the eventfd first (it is non-blocking), so that work queued while draining wakes us again. */
    while (read(fd, &count, sizeof count) > 0) {}
    _dispatch_main_queue_callback_4CF(NULL);
    return G_SOURCE_CONTINUE;
}

guint faq_main_queue_source_attach(void) {
    static guint source = 0;
    if (source == 0) source = g_unix_fd_add(_dispatch_get_main_queue_handle_4CF(), G_IO_IN, drain_main_queue, NULL);
    return source;
}
