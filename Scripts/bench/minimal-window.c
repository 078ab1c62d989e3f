/* The floor: the smallest GTK 3 program with a window and one label, timed the same way
   as faq-browser (first draw of the window, CLOCK_MONOTONIC in microseconds). */
#include "first-frame.h"

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(window), 1000, 720);
    gtk_container_add(GTK_CONTAINER(window), gtk_label_new("Hello"));
    g_signal_connect(window, "draw", G_CALLBACK(on_first_draw), NULL);
    gtk_widget_show_all(window);
    gtk_main();
    return 0;
}
