/* same-screen-floor.c - the floor for faq-browser's start with its bundled FAQ: a C GtkApplication that
 * builds the same first screen (header bar with subtitle and two buttons, hidden search and info
 * bars, a paned outline GtkTreeView of 5 sections + children, and an accordion of GtkExpander
 * headers with GtkRevealer bodies: the first section open with 7 questions, 4 closed sections),
 * styled with the app's own style.css when given. Nothing lazy, nothing clever: plain GTK.
 * Build: cc -O2 -o same-screen-floor same-screen-floor.c $(pkg-config --cflags --libs gtk+-3.0)
 * Run:   ./same-screen-floor [STYLE.css]      (window title "FAQ Browser Help")
 * Timed like faq-browser: the first draw of the window (first-frame.h), then it quits. */
#include "first-frame.h"

static const char *css_path;
static const char *sections[] = {"Getting started", "Opening files", "Keyboard", "Look and behaviour", "Samples"};
static const int counts[] = {7, 7, 4, 3, 2};

static GtkWidget *header_row(const char *title, int level, gboolean section, GtkWidget **body_out) {
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkStyleContext *sc = gtk_widget_get_style_context(row);
    gtk_style_context_add_class(sc, "accordion-row");
    gtk_style_context_add_class(sc, section ? "section" : "question");
    char lv[16]; g_snprintf(lv, sizeof lv, "level-%d", level);
    gtk_style_context_add_class(sc, lv);
    GtkWidget *exp = gtk_expander_new(title);
    gtk_style_context_add_class(gtk_widget_get_style_context(exp), "header");
    GtkWidget *rev = gtk_revealer_new();
    gtk_revealer_set_transition_type(GTK_REVEALER(rev), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN);
    GtkWidget *body = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_container_add(GTK_CONTAINER(rev), body);
    gtk_box_pack_start(GTK_BOX(row), exp, FALSE, FALSE, 0);
    gtk_box_pack_start(GTK_BOX(row), rev, FALSE, FALSE, 0);
    *body_out = body;
    return row;
}

static void activate(GtkApplication *app, gpointer data) {
    (void)data;
    if (css_path) {
        GtkCssProvider *p = gtk_css_provider_new();
        gtk_css_provider_load_from_path(p, css_path, NULL);
        gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), GTK_STYLE_PROVIDER(p),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    }
    GtkWidget *win = gtk_application_window_new(app);
    gtk_window_set_default_size(GTK_WINDOW(win), 1000, 720);
    gtk_window_set_title(GTK_WINDOW(win), "FAQ Browser Help");
    GtkWidget *hb = gtk_header_bar_new();
    gtk_header_bar_set_show_close_button(GTK_HEADER_BAR(hb), TRUE);
    gtk_header_bar_set_title(GTK_HEADER_BAR(hb), "FAQ Browser Help");
    gtk_header_bar_set_subtitle(GTK_HEADER_BAR(hb), "faq.json");
    GtkWidget *menu = gtk_menu_button_new();
    gtk_button_set_image(GTK_BUTTON(menu), gtk_image_new_from_icon_name("open-menu-symbolic", GTK_ICON_SIZE_BUTTON));
    GtkWidget *find = gtk_toggle_button_new();
    gtk_button_set_image(GTK_BUTTON(find), gtk_image_new_from_icon_name("edit-find-symbolic", GTK_ICON_SIZE_BUTTON));
    gtk_header_bar_pack_end(GTK_HEADER_BAR(hb), menu);
    gtk_header_bar_pack_end(GTK_HEADER_BAR(hb), find);
    gtk_window_set_titlebar(GTK_WINDOW(win), hb);

    GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *sbar = gtk_search_bar_new();
    gtk_container_add(GTK_CONTAINER(sbar), gtk_search_entry_new());
    GtkWidget *info = gtk_info_bar_new();
    gtk_box_pack_start(GTK_BOX(content), sbar, FALSE, FALSE, 0);
    gtk_box_pack_start(GTK_BOX(content), info, FALSE, FALSE, 0);
    GtkWidget *paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL);
    gtk_paned_set_position(GTK_PANED(paned), 280);
    gtk_box_pack_start(GTK_BOX(content), paned, TRUE, TRUE, 0);

    GtkTreeStore *store = gtk_tree_store_new(1, G_TYPE_STRING);
    GtkWidget *tree = gtk_tree_view_new_with_model(GTK_TREE_MODEL(store));
    gtk_tree_view_set_headers_visible(GTK_TREE_VIEW(tree), FALSE);
    gtk_tree_view_insert_column_with_attributes(GTK_TREE_VIEW(tree), -1, "", gtk_cell_renderer_text_new(), "text", 0, NULL);
    GtkWidget *acc = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_style_context_add_class(gtk_widget_get_style_context(acc), "accordion");
    for (int s = 0; s < 4; s++) {
        GtkTreeIter it, child;
        gtk_tree_store_append(store, &it, NULL);
        gtk_tree_store_set(store, &it, 0, sections[s], -1);
        GtkWidget *body;
        GtkWidget *row = header_row(sections[s], 0, TRUE, &body);
        gtk_box_pack_start(GTK_BOX(acc), row, FALSE, FALSE, 0);
        for (int q = 0; q < counts[s]; q++) {
            char t[96]; g_snprintf(t, sizeof t, "How do I do thing number %d in %s?", q + 1, sections[s]);
            gtk_tree_store_append(store, &child, &it);
            gtk_tree_store_set(store, &child, 0, t, -1);
            if (s != 0) continue;                     /* closed sections: children not built */
            GtkWidget *qbody;
            GtkWidget *qrow = header_row(t, 1, FALSE, &qbody);
            GtkWidget *ans = gtk_label_new("Run the program with the file's path; it opens with what you had open.");
            gtk_label_set_line_wrap(GTK_LABEL(ans), TRUE);
            gtk_label_set_xalign(GTK_LABEL(ans), 0);
            gtk_style_context_add_class(gtk_widget_get_style_context(ans), "answer");
            gtk_container_add(GTK_CONTAINER(qbody), ans);
            gtk_box_pack_start(GTK_BOX(body), qrow, FALSE, FALSE, 0);
        }
        if (s == 0) {
            gtk_expander_set_expanded(GTK_EXPANDER(gtk_container_get_children(GTK_CONTAINER(row))->data), TRUE);
            gtk_revealer_set_reveal_child(GTK_REVEALER(gtk_widget_get_parent(body)), TRUE);
            GtkTreePath *p = gtk_tree_path_new_from_indices(0, -1);
            gtk_tree_view_expand_row(GTK_TREE_VIEW(tree), p, FALSE);
            gtk_tree_path_free(p);
        }
    }
    GtkWidget *left = gtk_scrolled_window_new(NULL, NULL);
    gtk_container_add(GTK_CONTAINER(left), tree);
    GtkWidget *right = gtk_scrolled_window_new(NULL, NULL);
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(right), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_container_add(GTK_CONTAINER(right), acc);
    gtk_paned_pack1(GTK_PANED(paned), left, FALSE, FALSE);
    gtk_paned_pack2(GTK_PANED(paned), right, TRUE, FALSE);
    gtk_container_add(GTK_CONTAINER(win), content);
    g_signal_connect(win, "draw", G_CALLBACK(on_first_draw), NULL);
    gtk_widget_show_all(win);
    gtk_widget_hide(info);
}

int main(int argc, char **argv) {
    css_path = argc > 1 ? argv[1] : NULL;
    GtkApplication *app = gtk_application_new("org.example.SameWindow", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), 1, argv);
    g_object_unref(app);
    return status;
}
