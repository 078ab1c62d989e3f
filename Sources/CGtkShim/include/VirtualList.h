#ifndef FAQ_BROWSER_VIRTUAL_LIST_H
#define FAQ_BROWSER_VIRTUAL_LIST_H
/* FaqVirtualList: a scrollable container that lays out only a slice of its children.
 *
 * GtkTreeView's scheme for any widgets: the caller keeps a height index of every row (most of
 * which have no widget), binds widgets to the rows on or near the screen, and hands them over
 * as an ordered slice with an anchor: the slice's child `anchor` has its top at `anchor_y`
 * pixels from the view's top. The list stacks the slice around it at the widgets' height for
 * the current width, and clips to its own window; children outside the slice stay unmapped
 * (a pool to rebind). It never reads the vertical adjustment's value (the caller maps value to
 * anchor and back); it sets the adjustment's page and the content height the caller gives.
 * Coordinates stay small however tall the content: there is no window as tall as the content.
 * Tab and Shift+Tab pass the list as one stop: from inside they move only within the child
 * that holds the focus, then leave the list; from outside the
 * signal `gboolean enter-by-tab (FaqVirtualList *)` lets the caller focus the child it chooses
 * (return TRUE once it did), else the slice's first focusable child takes the focus. */
#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FAQ_TYPE_VIRTUAL_LIST (faq_virtual_list_get_type())
G_DECLARE_FINAL_TYPE(FaqVirtualList, faq_virtual_list, FAQ, VIRTUAL_LIST, GtkContainer)

GtkWidget *faq_virtual_list_new(void);

/* The children to lay out, in order (each already added), and where the anchor child's top is. */
void faq_virtual_list_set_slice(FaqVirtualList *list, GtkWidget *const *children, int count, int anchor, double anchor_y);

/* Slide children [start, start + count) of the slice: only their top `shown` pixels show, in
 * place below the child before them, and the children after them follow (an animated height: the
 * caller binds the block's children as the shown part reaches them). count 0: none. */
void faq_virtual_list_set_reveal(FaqVirtualList *list, int start, int count, double shown);

/* The whole content's height in pixels (the vertical adjustment's upper bound). */
void faq_virtual_list_set_content_height(FaqVirtualList *list, double height);

/* Lays the children out at most `width` pixels wide, centred (0: as wide as the list). */
void faq_virtual_list_set_column_width(FaqVirtualList *list, int width);

/* The number of children in the slice. */
int faq_virtual_list_get_slice_length(FaqVirtualList *list);

G_END_DECLS

#endif
