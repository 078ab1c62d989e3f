#ifndef FAQ_BROWSER_CGTK_SHIM_MAIN_QUEUE_H
#define FAQ_BROWSER_CGTK_SHIM_MAIN_QUEUE_H
/* Swift's main executor on Linux is libdispatch's main queue, which only dispatch_main() or a run
   loop drains. These attach a GLib source that drains it whenever work is queued on it. */
#include <glib.h>

/* Adds the source to the default main context (once); returns its ID. */
guint faq_main_queue_source_attach(void);

#endif
