package com.vr;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Notes and drafts as files under the app's storage. */
final class Store {
    private final Path books;
    private final Path drafts;

    Store(Path root) {
        books = root.resolve("books");
        drafts = root.resolve("drafts");
    }

    void save(Note note) throws IOException {
        Path path = books.resolve(note.book).resolve(note.id + ".txt");
        Files.createDirectories(path.getParent());
        Files.write(path, note.body.getBytes(StandardCharsets.UTF_8));
    }

    Note load(String book, String id) throws IOException {
        byte[] bytes = Files.readAllBytes(books.resolve(book).resolve(id + ".txt"));
        return new Note(id, book, new String(bytes, StandardCharsets.UTF_8), false);
    }

    void saveDraft(Draft draft) throws IOException {
        Path path = drafts.resolve(draft.folder).resolve("draft.txt");
        Files.createDirectories(path.getParent());
        Files.write(path, draft.text.getBytes(StandardCharsets.UTF_8));
    }

    /** The note a book's "last" file names: what the app wrote there, not the agent. */
    Path lastOf(String book) throws IOException {
        Path marker = books.resolve(book).resolve("last");
        String last = new String(Files.readAllBytes(marker), StandardCharsets.UTF_8).trim();
        return books.resolve(book).resolve(last);
    }

    Path named(String book, String file) {
        return books.resolve(book).resolve(file);
    }
}
