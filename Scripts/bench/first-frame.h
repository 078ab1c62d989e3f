/* Shared by the C floors: report the first draw of the window (CLOCK_MONOTONIC, microseconds)
   on stderr, as faq-browser does with FAQ_BROWSER_REPORT_STARTUP=1, then quit; with
   FAQ_BROWSER_QUIT_WHEN_IDLE_MS=N, report the peak memory at the first frame and the memory N ms
   later once idle, then quit (as faq-browser does). */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A kB line of /proc/self/status (VmRSS, VmHWM). */
static long memory_kilobytes(const char *field) {
    FILE *status = fopen("/proc/self/status", "r");
    char line[256];
    long value = 0;
    size_t length = strlen(field);
    while (status && fgets(line, sizeof line, status)) {
        if (strncmp(line, field, length) == 0 && line[length] == ':') { value = atol(line + length + 1); break; }
    }
    if (status) fclose(status);
    return value;
}

static void quit_floor(void) {
    GApplication *app = g_application_get_default();  /* a GtkApplication floor, or plain gtk_main */
    if (app) g_application_quit(app); else gtk_main_quit();
}

static gboolean report_idle(gpointer data) {
    fprintf(stderr, "startup: idle-kb %ld\n", memory_kilobytes("VmRSS"));
    quit_floor();
    return G_SOURCE_REMOVE;
}

static gboolean wait_for_idle(gpointer data) {
    g_idle_add_full(G_PRIORITY_LOW, report_idle, NULL, NULL);
    return G_SOURCE_REMOVE;
}

static gboolean report_first_frame(gpointer data) {
    fprintf(stderr, "startup: first-frame %" G_GINT64_FORMAT "\n", *(gint64 *)data);
    const char *idle = getenv("FAQ_BROWSER_QUIT_WHEN_IDLE_MS");
    if (idle) {
        fprintf(stderr, "startup: first-frame-peak-kb %ld\n", memory_kilobytes("VmHWM"));
        g_timeout_add(atoi(idle), wait_for_idle, NULL);
    } else {
        quit_floor();
    }
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
