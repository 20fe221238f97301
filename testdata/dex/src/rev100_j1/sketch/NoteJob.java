package com.mendbook.repair;

/** Attach a repair note to a book. */
final class NoteJob extends Job {
    final String text;

    NoteJob(String bookId, String text) {
        super(bookId);
        this.text = text;
    }
}
