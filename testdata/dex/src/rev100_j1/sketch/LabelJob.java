package com.mendbook.repair;

/** Print a new spine label for a book. */
final class LabelJob extends Job {
    final String label;

    LabelJob(String bookId, String label) {
        super(bookId);
        this.label = label;
    }
}
