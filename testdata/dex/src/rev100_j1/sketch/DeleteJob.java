package com.mendbook.repair;

/** Discard a book beyond repair. */
final class DeleteJob extends Job {
    final boolean confirmed;

    DeleteJob(String bookId, boolean confirmed) {
        super(bookId);
        this.confirmed = confirmed;
    }
}
