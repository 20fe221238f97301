package io.quillkit.notes.core

import java.nio.file.Files
import java.nio.file.Path

/** Notes live as one JSON file each under books/<book>/<id>.json in the app's storage. */
class NoteStore(private val storage: PlatformStorage) {
    val books: Path get() = storage.root.resolve("books")

    fun bookDirs(): List<Path> {
        if (!Files.isDirectory(books)) return emptyList()
        return Files.newDirectoryStream(books).use { dir -> dir.filter { Files.isDirectory(it) } }
    }

    fun notesIn(book: Path): List<Note> {
        if (!Files.isDirectory(book)) return emptyList()
        val files = Files.newDirectoryStream(book, "*.json").use { it.toList() }
        return files.map { load(it) }
    }

    fun all(): Sequence<Note> = sequence {
        for (book in bookDirs()) {
            for (note in notesIn(book)) yield(note)
        }
    }

    fun find(id: String): Note? = all().firstOrNull { it.id == id }

    fun load(path: Path): Note = Files.newInputStream(path).use { input ->
        NoteSerializer.decodeText(String(input.readBytes(), Charsets.UTF_8))
    }

    fun pathOf(note: Note): Path = books.resolve(note.book).resolve(note.id + ".json")

    fun save(note: Note): Note {
        val path = pathOf(note)
        Files.createDirectories(path.parent)
        Files.newOutputStream(path).use { out ->
            out.write(NoteSerializer.encode(note).toString().toByteArray(Charsets.UTF_8))
        }
        return note
    }

    fun delete(note: Note): Boolean = Files.deleteIfExists(pathOf(note))
}

/** Attachments: attachments/<note id>/<file name>, with a sidecar index entry per file. */
class AttachmentStore(private val storage: PlatformStorage, private val clock: PlatformClock) {
    val root: Path get() = storage.root.resolve("attachments").normalize()

    fun all(): Sequence<Attachment> = sequence {
        if (!Files.isDirectory(root)) return@sequence
        val notes = Files.newDirectoryStream(root).use { it.toList() }
        for (dir in notes) {
            if (!Files.isDirectory(dir)) continue
            val files = Files.newDirectoryStream(dir).use { it.toList() }
            for (file in files) yield(describe(dir.fileName.toString(), file))
        }
    }

    fun describe(noteId: String, file: Path): Attachment = Attachment(
        name = noteId + "/" + file.fileName.toString(),
        noteId = noteId,
        mediaType = file.mediaType,
        size = Files.size(file),
        modifiedAt = Files.getLastModifiedTime(file).toMillis(),
    )

    /** The first free `<base>`, `<base>.2`, `<base>.3`, ... in [dir]. */
    fun freeName(dir: Path, base: String): Path =
        generateSequence(1) { it + 1 }
            .map { n -> if (n == 1) dir.resolve(base) else dir.resolve(base + "." + n) }
            .first { !Files.exists(it) }

    fun write(target: Path, text: String) {
        Files.createDirectories(target.parent)
        Files.newOutputStream(target).use { it.write(text.toByteArray(Charsets.UTF_8)) }
    }

    fun now(): Long = clock.nowMs()
}

val Path.mediaType: String
    get() = when (fileName.toString().substringAfterLast('.', "").lowercase()) {
        "txt", "md" -> "text/plain"
        "json" -> "application/json"
        "png" -> "image/png"
        "jpg", "jpeg" -> "image/jpeg"
        else -> "application/octet-stream"
    }
