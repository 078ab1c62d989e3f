/* Shared by the C floors: report the first draw of the window (CLOCK_MONOTONIC, microseconds)
   on stderr, as faq-browser does with FAQ_BROWSER_REPORT_STARTUP=1, then quit. */
#include <gtk/gtk.h>
#include <stdio.h>

static gboolean report_first_frame(gpointer data) {
    fprintf(stderr, "startup: first-frame %" G_GINT64_FORMAT "\n", *(gint64 *)data);
    GApplication *app = g_application_get_default();  /* a GtkApplication floor, or plain gtk_main */
    if (app) g_application_quit(app); else gtk_main_quit();
    return G_SOURCE_REMOVE;
}

static gboolean on_first_draw(GtkWidget *widget, cairo_t *cr, gpointer data) {
    static gint64 drawn = 0;
    if (drawn == 0) {
        drawn = g_get_monotonic_time();
        g_idle_add(report_first_frame, &drawn);
    }
    return FALSE;
}
