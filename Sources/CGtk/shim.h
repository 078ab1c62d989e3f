#ifndef FAQ_BROWSER_CGTK_SHIM_H
#define FAQ_BROWSER_CGTK_SHIM_H
#include <gtk/gtk.h>
#endif
