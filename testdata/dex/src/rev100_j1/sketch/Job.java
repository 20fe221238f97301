package com.mendbook.repair;

/** A unit of repair work handed to the WorkerThread. */
abstract class Job {
    final String bookId;

    Job(String bookId) {
        this.bookId = bookId;
    }
}
