package com.vr;

/** A note as stored: books/<book>/<id>.txt. */
final class Note {
    final String id;
    final String book;
    final String body;
    final boolean archived;

    Note(String id, String book, String body, boolean archived) {
        this.id = id;
        this.book = book;
        this.body = body;
        this.archived = archived;
    }

    /** The same note, archived: its own id and book passed back in. */
    Note archive() {
        return new Note(id, book, body, true);
    }
}
