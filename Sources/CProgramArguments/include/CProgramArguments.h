/* The program's arguments as captured at start (see arguments.c, which also defines the Swift
 * runtime's entry points for them). */
#ifndef FAQ_PROGRAM_ARGUMENTS_H
#define FAQ_PROGRAM_ARGUMENTS_H

/* argv as glibc passed it to constructors, with its count; an empty vector before that. */
char **faq_program_arguments(int *count);

#endif
