#include "VirtualList.h"
#include <math.h>

/* See VirtualList.h. */
struct _FaqVirtualList {
    GtkContainer parent_instance;
    GPtrArray *children;  /* every child (owned by the GTK parent link) */
    GPtrArray *slice;     /* the children laid out, in order */
    GPtrArray *parked;    /* off the slice but holding the focus: kept mapped, laid out off screen */
    int anchor;
    double anchor_y;
    int reveal_start, reveal_count;
    double reveal_shown;  /* pixels of the sliding children shown, from their top */
    int clip_top, clip_height;  /* where the sliding children show, after layout */
    double content_height;
    int column_width;  /* the widest the children are laid out (0: the whole width), centred */
    GtkAdjustment *hadjustment, *vadjustment;
    guint hscroll_policy : 1;
    guint vscroll_policy : 1;
};

enum { PROP_0, PROP_HADJUSTMENT, PROP_VADJUSTMENT, PROP_HSCROLL_POLICY, PROP_VSCROLL_POLICY };
enum { SIGNAL_ENTER_BY_TAB, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_TYPE_WITH_CODE(FaqVirtualList, faq_virtual_list, GTK_TYPE_CONTAINER,
                        G_IMPLEMENT_INTERFACE(GTK_TYPE_SCROLLABLE, NULL))

static void configure_adjustments(FaqVirtualList *list) {
    GtkAllocation allocation;
    gtk_widget_get_allocation(GTK_WIDGET(list), &allocation);
    double width = MAX(allocation.width, 1), height = MAX(allocation.height, 1);
    if (list->hadjustment)
        gtk_adjustment_configure(list->hadjustment, 0, 0, width, width * 0.1, width * 0.9, width);
    if (list->vadjustment) {
        double upper = MAX(list->content_height, height);
        double value = CLAMP(gtk_adjustment_get_value(list->vadjustment), 0, upper - height);
        gtk_adjustment_configure(list->vadjustment, value, 0, upper, MAX(height * 0.1, 16), height * 0.9, height);
    }
}

static void set_adjustment(FaqVirtualList *list, GtkAdjustment **slot, GtkAdjustment *adjustment) {
    if (adjustment && *slot == adjustment) return;
    if (!adjustment) adjustment = gtk_adjustment_new(0, 0, 0, 0, 0, 0);
    g_clear_object(slot);
    *slot = g_object_ref_sink(adjustment);
    configure_adjustments(list);
}

static void faq_virtual_list_set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    FaqVirtualList *list = FAQ_VIRTUAL_LIST(object);
    switch (id) {
    case PROP_HADJUSTMENT: set_adjustment(list, &list->hadjustment, g_value_get_object(value)); break;
    case PROP_VADJUSTMENT: set_adjustment(list, &list->vadjustment, g_value_get_object(value)); break;
    case PROP_HSCROLL_POLICY: list->hscroll_policy = g_value_get_enum(value); break;
    case PROP_VSCROLL_POLICY: list->vscroll_policy = g_value_get_enum(value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void faq_virtual_list_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    FaqVirtualList *list = FAQ_VIRTUAL_LIST(object);
    switch (id) {
    case PROP_HADJUSTMENT: g_value_set_object(value, list->hadjustment); break;
    case PROP_VADJUSTMENT: g_value_set_object(value, list->vadjustment); break;
    case PROP_HSCROLL_POLICY: g_value_set_enum(value, list->hscroll_policy); break;
    case PROP_VSCROLL_POLICY: g_value_set_enum(value, list->vscroll_policy); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void faq_virtual_list_dispose(GObject *object) {
    FaqVirtualList *list = FAQ_VIRTUAL_LIST(object);
    g_clear_object(&list->hadjustment);
    g_clear_object(&list->vadjustment);
    G_OBJECT_CLASS(faq_virtual_list_parent_class)->dispose(object);
}

static void faq_virtual_list_finalize(GObject *object) {
    FaqVirtualList *list = FAQ_VIRTUAL_LIST(object);
    g_ptr_array_unref(list->children);
    g_ptr_array_unref(list->slice);
    g_ptr_array_unref(list->parked);
    G_OBJECT_CLASS(faq_virtual_list_parent_class)->finalize(object);
}

static void faq_virtual_list_realize(GtkWidget *widget) {
    GtkAllocation allocation;
    gtk_widget_get_allocation(widget, &allocation);
    gtk_widget_set_realized(widget, TRUE);
    GdkWindowAttr attributes = {0};
    attributes.window_type = GDK_WINDOW_CHILD;
    attributes.x = allocation.x;
    attributes.y = allocation.y;
    attributes.width = allocation.width;
    attributes.height = allocation.height;
    attributes.wclass = GDK_INPUT_OUTPUT;
    attributes.visual = gtk_widget_get_visual(widget);
    attributes.event_mask = gtk_widget_get_events(widget) | GDK_EXPOSURE_MASK | GDK_SCROLL_MASK | GDK_SMOOTH_SCROLL_MASK;
    GdkWindow *window = gdk_window_new(gtk_widget_get_parent_window(widget), &attributes,
                                       GDK_WA_X | GDK_WA_Y | GDK_WA_VISUAL);
    gtk_widget_set_window(widget, window);
    gtk_widget_register_window(widget, window);
}

static void faq_virtual_list_get_preferred_width(GtkWidget *widget, int *minimum, int *natural) {
    FaqVirtualList *list = FAQ_VIRTUAL_LIST(widget);
    int widest = 0;
    for (guint i = 0; i < list->slice->len; i++) {
        GtkWidget *child = g_ptr_array_index(list->slice, i);
        if (!gtk_widget_get_visible(child)) continue;
        int child_minimum = 0;
        gtk_widget_get_preferred_width(child, &child_minimum, NULL);
        widest = MAX(widest, child_minimum);
    }
    *minimum = *natural = widest;
}

static void faq_virtual_list_get_preferred_height(GtkWidget *widget, int *minimum, int *natural) {
    FaqVirtualList *list = FAQ_VIRTUAL_LIST(widget);
    *minimum = 0;
    *natural = (int)MIN(list->content_height, 2000);
}

static gboolean in_reveal(FaqVirtualList *list, int i) {
    return list->reveal_count > 0 && i >= list->reveal_start && i < list->reveal_start + list->reveal_count;
}

/* Gives `child` its natural height at `width` (or its minimum width), above the view. */
static void allocate_offscreen(GtkWidget *child, int x, int width) {
    int minimum_width = 0, natural = 0;
    gtk_widget_get_preferred_width(child, &minimum_width, NULL);
    gtk_widget_get_preferred_height_for_width(child, MAX(width, minimum_width), NULL, &natural);
    GtkAllocation offscreen = { x, -natural - 1000, MAX(width, minimum_width), natural };
    gtk_widget_size_allocate(child, &offscreen);
}

static int column_width_in(FaqVirtualList *list, int width) {
    return list->column_width > 0 ? MIN(width, list->column_width) : width;
}

static void faq_virtual_list_size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
    FaqVirtualList *list = FAQ_VIRTUAL_LIST(widget);
    gtk_widget_set_allocation(widget, allocation);
    if (gtk_widget_get_realized(widget))
        gdk_window_move_resize(gtk_widget_get_window(widget), allocation->x, allocation->y, allocation->width,
                               allocation->height);
    int n = (int)list->slice->len;
    int width = column_width_in(list, allocation->width);
    int x = (allocation->width - width) / 2;
    int *heights = g_newa(int, MAX(n, 1));
    int *tops = g_newa(int, MAX(n, 1));
    int reveal_height = 0;
    for (int i = 0; i < n; i++) {
        GtkWidget *child = g_ptr_array_index(list->slice, i);
        heights[i] = 0;
        if (!gtk_widget_get_visible(child)) continue;
        int minimum_width = 0, natural = 0;
        gtk_widget_get_preferred_width(child, &minimum_width, NULL);
        gtk_widget_get_preferred_height_for_width(child, MAX(width, minimum_width), NULL, &natural);
        heights[i] = natural;
        if (in_reveal(list, i)) reveal_height += natural;
    }
    /* Stack from 0; a sliding block shows only its top `reveal_shown` pixels, in place, and the
     * rows after it follow that edge (a height that grows or shrinks). */
    int hidden = reveal_height - (int)MIN(MAX(list->reveal_shown, 0) + 0.5, reveal_height);
    int y = 0, reveal_top = 0;
    for (int i = 0; i < n; i++) {
        if (in_reveal(list, i) && i == list->reveal_start) reveal_top = y;
        tops[i] = y;
        y += heights[i];
        if (in_reveal(list, i) && i == list->reveal_start + list->reveal_count - 1) y -= hidden;
    }
    int shift = 0;
    if (list->anchor >= 0 && list->anchor < n) shift = (int)floor(list->anchor_y) - tops[list->anchor];
    list->clip_top = reveal_top + shift;
    list->clip_height = reveal_height - hidden;
    for (int i = 0; i < n; i++) {
        GtkWidget *child = g_ptr_array_index(list->slice, i);
        if (!gtk_widget_get_visible(child)) continue;
        int minimum_width = 0;
        gtk_widget_get_preferred_width(child, &minimum_width, NULL);
        GtkAllocation child_allocation = { x, tops[i] + shift, MAX(width, minimum_width), heights[i] };
        gtk_widget_size_allocate(child, &child_allocation);
    }
    for (guint i = 0; i < list->parked->len; i++) allocate_offscreen(g_ptr_array_index(list->parked, i), x, width);
    /* Pooled rows are still GTK's children (visible, not child-visible), and GTK allocates a
     * child that asks for it again at its last allocation: none may keep the 1x1 it was made
     * with (GTK warns of a negative content width). */
    for (guint i = 0; i < list->children->len; i++) {
        GtkWidget *child = g_ptr_array_index(list->children, i);
        if (gtk_widget_get_allocated_width(child) <= 1 && gtk_widget_get_visible(child)) allocate_offscreen(child, x, width);
    }
    configure_adjustments(list);
}

static gboolean faq_virtual_list_draw(GtkWidget *widget, cairo_t *cr) {
    FaqVirtualList *list = FAQ_VIRTUAL_LIST(widget);
    if (!gtk_cairo_should_draw_window(cr, gtk_widget_get_window(widget))) return FALSE;
    GtkStyleContext *context = gtk_widget_get_style_context(widget);
    gtk_render_background(context, cr, 0, 0, gtk_widget_get_allocated_width(widget), gtk_widget_get_allocated_height(widget));
    for (guint i = 0; i < list->slice->len; i++) {
        GtkWidget *child = g_ptr_array_index(list->slice, i);
        if (in_reveal(list, (int)i)) {
            cairo_save(cr);
            cairo_rectangle(cr, 0, list->clip_top, gtk_widget_get_allocated_width(widget), list->clip_height);
            cairo_clip(cr);
            gtk_container_propagate_draw(GTK_CONTAINER(widget), child, cr);
            cairo_restore(cr);
        } else {
            gtk_container_propagate_draw(GTK_CONTAINER(widget), child, cr);
        }
    }
    return FALSE;
}

static void faq_virtual_list_add(GtkContainer *container, GtkWidget *child) {
    FaqVirtualList *list = FAQ_VIRTUAL_LIST(container);
    g_ptr_array_add(list->children, child);
    gtk_widget_set_child_visible(child, FALSE);  /* pooled until a slice shows it */
    gtk_widget_set_parent(child, GTK_WIDGET(container));
}

static void faq_virtual_list_remove(GtkContainer *container, GtkWidget *child) {
    FaqVirtualList *list = FAQ_VIRTUAL_LIST(container);
    if (!g_ptr_array_remove(list->children, child)) return;
    gboolean laid_out = g_ptr_array_remove(list->slice, child);
    g_ptr_array_remove(list->parked, child);
    gtk_widget_unparent(child);
    if (laid_out) gtk_widget_queue_resize(GTK_WIDGET(container));
}

static void faq_virtual_list_forall(GtkContainer *container, gboolean include_internals, GtkCallback callback, gpointer data) {
    FaqVirtualList *list = FAQ_VIRTUAL_LIST(container);
    (void)include_internals;
    /* The callback may remove children (destroy): walk a copy. */
    guint n = list->children->len;
    GtkWidget **copy = g_newa(GtkWidget *, MAX(n, 1));
    for (guint i = 0; i < n; i++) copy[i] = g_ptr_array_index(list->children, i);
    for (guint i = 0; i < n; i++) callback(copy[i], data);
}

/* Tab and Shift+Tab pass the list as one stop, as they pass a GtkTreeView: from inside, only the
 * child that holds the focus moves it further within itself (a header's open answer, its text
 * and links), and then it leaves the list, never going on to the next child; from outside,
 * `enter-by-tab` lets the caller focus the child it chooses (else the slice's first child that
 * takes the focus). Arrow keys and the rest move as the children decide. */
static gboolean faq_virtual_list_focus(GtkWidget *widget, GtkDirectionType direction) {
    FaqVirtualList *list = FAQ_VIRTUAL_LIST(widget);
    if (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD)
        return GTK_WIDGET_CLASS(faq_virtual_list_parent_class)->focus(widget, direction);
    GtkWidget *focus_child = gtk_container_get_focus_child(GTK_CONTAINER(widget));
    if (focus_child != NULL) return gtk_widget_child_focus(focus_child, direction);
    gboolean entered = FALSE;
    g_signal_emit(list, signals[SIGNAL_ENTER_BY_TAB], 0, &entered);
    if (entered) return TRUE;
    for (guint i = 0; i < list->slice->len; i++)
        if (gtk_widget_child_focus(g_ptr_array_index(list->slice, i), GTK_DIR_TAB_FORWARD)) return TRUE;
    return FALSE;
}

static GType faq_virtual_list_child_type(GtkContainer *container) {
    (void)container;
    return GTK_TYPE_WIDGET;
}

static void faq_virtual_list_class_init(FaqVirtualListClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    GtkContainerClass *container_class = GTK_CONTAINER_CLASS(klass);
    object_class->set_property = faq_virtual_list_set_property;
    object_class->get_property = faq_virtual_list_get_property;
    object_class->dispose = faq_virtual_list_dispose;
    object_class->finalize = faq_virtual_list_finalize;
    widget_class->realize = faq_virtual_list_realize;
    widget_class->get_preferred_width = faq_virtual_list_get_preferred_width;
    widget_class->get_preferred_height = faq_virtual_list_get_preferred_height;
    widget_class->size_allocate = faq_virtual_list_size_allocate;
    widget_class->draw = faq_virtual_list_draw;
    widget_class->focus = faq_virtual_list_focus;
    container_class->add = faq_virtual_list_add;
    container_class->remove = faq_virtual_list_remove;
    container_class->forall = faq_virtual_list_forall;
    container_class->child_type = faq_virtual_list_child_type;
    gtk_container_class_handle_border_width(container_class);
    g_object_class_override_property(object_class, PROP_HADJUSTMENT, "hadjustment");
    g_object_class_override_property(object_class, PROP_VADJUSTMENT, "vadjustment");
    g_object_class_override_property(object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
    g_object_class_override_property(object_class, PROP_VSCROLL_POLICY, "vscroll-policy");
    gtk_widget_class_set_css_name(widget_class, "list");
    signals[SIGNAL_ENTER_BY_TAB] = g_signal_new("enter-by-tab", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0,
                                                g_signal_accumulator_true_handled, NULL, NULL, G_TYPE_BOOLEAN, 0);
}

static void faq_virtual_list_init(FaqVirtualList *list) {
    gtk_widget_set_has_window(GTK_WIDGET(list), TRUE);
    list->children = g_ptr_array_new();
    list->slice = g_ptr_array_new();
    list->parked = g_ptr_array_new();
    list->anchor = -1;
    list->reveal_shown = 0;
}

GtkWidget *faq_virtual_list_new(void) { return g_object_new(FAQ_TYPE_VIRTUAL_LIST, NULL); }

void faq_virtual_list_set_slice(FaqVirtualList *list, GtkWidget *const *children, int count, int anchor, double anchor_y) {
    g_return_if_fail(FAQ_IS_VIRTUAL_LIST(list));
    for (int i = 0; i < count; i++) g_return_if_fail(gtk_widget_get_parent(children[i]) == GTK_WIDGET(list));
    /* Unmapping a child takes the focus from it (GTK unsets a hidden focus widget): a child that
     * leaves the slice while it holds the focus is parked instead, mapped and off screen. */
    GtkWidget *focus_child = gtk_container_get_focus_child(GTK_CONTAINER(list));
    GPtrArray *leaving = g_ptr_array_new();
    for (guint i = 0; i < list->slice->len; i++) g_ptr_array_add(leaving, g_ptr_array_index(list->slice, i));
    for (guint i = 0; i < list->parked->len; i++) g_ptr_array_add(leaving, g_ptr_array_index(list->parked, i));
    g_ptr_array_set_size(list->slice, 0);
    g_ptr_array_set_size(list->parked, 0);
    for (int i = 0; i < count; i++) {
        g_ptr_array_add(list->slice, children[i]);
        gtk_widget_set_child_visible(children[i], TRUE);
    }
    for (guint i = 0; i < leaving->len; i++) {
        GtkWidget *child = g_ptr_array_index(leaving, i);
        gboolean kept = FALSE;
        for (int j = 0; j < count && !kept; j++) kept = children[j] == child;
        if (kept) continue;
        if (child == focus_child && gtk_widget_get_visible(child)) {
            g_ptr_array_add(list->parked, child);
        } else {
            gtk_widget_set_child_visible(child, FALSE);
        }
    }
    g_ptr_array_unref(leaving);
    list->anchor = anchor;
    list->anchor_y = anchor_y;
    gtk_widget_queue_resize(GTK_WIDGET(list));
}

void faq_virtual_list_set_reveal(FaqVirtualList *list, int start, int count, double shown) {
    g_return_if_fail(FAQ_IS_VIRTUAL_LIST(list));
    list->reveal_start = start;
    list->reveal_count = count;
    list->reveal_shown = MAX(shown, 0);
    gtk_widget_queue_allocate(GTK_WIDGET(list));
}

void faq_virtual_list_set_content_height(FaqVirtualList *list, double height) {
    g_return_if_fail(FAQ_IS_VIRTUAL_LIST(list));
    if (list->content_height == height) return;
    list->content_height = MAX(height, 0);
    configure_adjustments(list);
}

void faq_virtual_list_set_column_width(FaqVirtualList *list, int width) {
    g_return_if_fail(FAQ_IS_VIRTUAL_LIST(list));
    if (list->column_width == width) return;
    list->column_width = MAX(width, 0);
    gtk_widget_queue_resize(GTK_WIDGET(list));
}

int faq_virtual_list_get_slice_length(FaqVirtualList *list) {
    g_return_val_if_fail(FAQ_IS_VIRTUAL_LIST(list), 0);
    return (int)list->slice->len;
}
