package io.quillkit.notes.core

import org.json.JSONObject

data class Note(
    val id: String,
    val book: String,
    val title: String,
    val body: String,
    val createdAt: Long,
    val archived: Boolean,
)

data class Attachment(val name: String, val noteId: String, val mediaType: String, val size: Long, val modifiedAt: Long)

/** Whole days between the note's creation and [nowMs]. */
fun Note.ageDays(nowMs: Long): Long = (nowMs - createdAt) / DAY_MS

val Attachment.isText: Boolean get() = mediaType.startsWith("text/")

const val DAY_MS = 24L * 60 * 60 * 1000

object NoteSerializer : Serializer<Note> {
    override fun encode(value: Note): JSONObject = buildJson {
        "id" by value.id
        "book" by value.book
        "title" by value.title
        "body" by value.body
        "created_at" by value.createdAt
        "archived" by value.archived
    }

    override fun decode(json: JSONObject): Note = Note(
        id = json.getString("id"),
        book = json.optString("book", "inbox"),
        title = json.optString("title", ""),
        body = json.optString("body", ""),
        createdAt = json.optLong("created_at", 0L),
        archived = json.optBoolean("archived", false),
    )
}

object AttachmentSerializer : Serializer<Attachment> {
    override fun encode(value: Attachment): JSONObject = buildJson {
        "name" by value.name
        "note_id" by value.noteId
        "media_type" by value.mediaType
        "size_bytes" by value.size
        "modified_at" by value.modifiedAt
    }

    override fun decode(json: JSONObject): Attachment = Attachment(
        name = json.getString("name"),
        noteId = json.optString("note_id", ""),
        mediaType = json.optString("media_type", "application/octet-stream"),
        size = json.optLong("size_bytes", 0L),
        modifiedAt = json.optLong("modified_at", 0L),
    )
}
