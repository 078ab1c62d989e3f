#ifndef FAQ_BROWSER_CGTK_SHIM_PUBLIC_H
#define FAQ_BROWSER_CGTK_SHIM_PUBLIC_H
/* What Swift cannot import from GTK: type macros and variadic calls, as plain functions. */
#include <gtk/gtk.h>
#include "CGtkShimMainQueue.h"
#include "CGtkShimImage.h"

GType faq_type_string(void);
GType faq_type_int(void);
GType faq_type_boolean(void);

/* gtk_message_dialog_new is variadic: this takes the message as one string. */
GtkWidget *faq_message_dialog_new(GtkWindow *parent, GtkMessageType type, GtkButtonsType buttons, const char *message);

/* g_object_set for one string / boolean / int property. */
void faq_object_set_string(gpointer object, const char *name, const char *value);
void faq_object_set_boolean(gpointer object, const char *name, gboolean value);
void faq_object_set_int(gpointer object, const char *name, int value);
gboolean faq_object_get_boolean(gpointer object, const char *name);

#endif

/* g_application_command_line_printerr is variadic. */
void faq_command_line_printerr(GApplicationCommandLine *command_line, const char *message);

/* gettext: Swift's Glibc module does not export <libintl.h>. */
void faq_localization_init(const char *domain, const char *locale_dir);
const char *faq_gettext(const char *msgid);
const char *faq_ngettext(const char *singular, const char *plural, unsigned long count);

/* A scrollable container that lays out only a slice of its children. */
#include "VirtualList.h"
