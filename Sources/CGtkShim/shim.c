#include "CGtkShim.h"

GType faq_type_string(void) { return G_TYPE_STRING; }
GType faq_type_int(void) { return G_TYPE_INT; }
GType faq_type_boolean(void) { return G_TYPE_BOOLEAN; }

GtkWidget *faq_message_dialog_new(GtkWindow *parent, GtkMessageType type, GtkButtonsType buttons, const char *message) {
    return gtk_message_dialog_new(parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT, type, buttons, "%s", message);
}

void faq_object_set_string(gpointer object, const char *name, const char *value) { g_object_set(object, name, value, NULL); }
void faq_object_set_boolean(gpointer object, const char *name, gboolean value) { g_object_set(object, name, value, NULL); }
void faq_object_set_int(gpointer object, const char *name, int value) { g_object_set(object, name, value, NULL); }
gboolean faq_object_get_boolean(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}

void faq_command_line_printerr(GApplicationCommandLine *command_line, const char *message) {
    g_application_command_line_printerr(command_line, "%s", message);
}

#include <libintl.h>
#include <locale.h>

void faq_localization_init(const char *domain, const char *locale_dir) {
    setlocale(LC_ALL, "");
    if (locale_dir != NULL) bindtextdomain(domain, locale_dir);
    bind_textdomain_codeset(domain, "UTF-8");
    textdomain(domain);
}

const char *faq_gettext(const char *msgid) { return gettext(msgid); }

const char *faq_ngettext(const char *singular, const char *plural, unsigned long count) {
    return ngettext(singular, plural, count);
}
