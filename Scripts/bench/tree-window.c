/* The floor for large documents: a GtkTreeView over a GtkTreeStore of 1,000 sections x 100
   rows, timed like faq-browser (first draw of the window, CLOCK_MONOTONIC in microseconds). */
#include "first-frame.h"

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    GtkTreeStore *store = gtk_tree_store_new(1, G_TYPE_STRING);
    char text[64];
    for (int s = 0; s < 1000; s++) {
        GtkTreeIter section, row;
        snprintf(text, sizeof text, "Section %d", s);
        gtk_tree_store_insert_with_values(store, &section, NULL, -1, 0, text, -1);
        for (int q = 0; q < 100; q++) {
            snprintf(text, sizeof text, "Question %d about topic %d?", s * 100 + q, s);
            gtk_tree_store_insert_with_values(store, &row, &section, -1, 0, text, -1);
        }
    }
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(window), 1000, 720);
    GtkWidget *scrolled = gtk_scrolled_window_new(NULL, NULL);
    GtkWidget *view = gtk_tree_view_new_with_model(GTK_TREE_MODEL(store));
    GtkTreeViewColumn *column = gtk_tree_view_column_new();
    GtkCellRenderer *cell = gtk_cell_renderer_text_new();
    gtk_tree_view_column_pack_start(column, cell, TRUE);
    gtk_tree_view_column_add_attribute(column, cell, "text", 0);
    gtk_tree_view_append_column(GTK_TREE_VIEW(view), column);
    gtk_container_add(GTK_CONTAINER(scrolled), view);
    gtk_container_add(GTK_CONTAINER(window), scrolled);
    g_signal_connect(window, "draw", G_CALLBACK(on_first_draw), NULL);
    gtk_widget_show_all(window);
    gtk_main();
    return 0;
}
