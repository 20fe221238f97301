package app.kestrel.notes.cetp

import android.os.Bundle
import app.kestrel.notes.data.NoteRow
import app.kestrel.notes.data.NoteStore
import org.json.JSONObject

const val NOTES_ID = "app.kestrel.notes"

val NOTES_INFO = ProviderInfo(
    NOTES_ID, "Kestrel Notes", "Read, write and tidy the notes kept in Kestrel.",
    listOf(
        ScopeInfo("notes.read", "Read notes", "Read note titles, bodies and tags", "read", "personal"),
        ScopeInfo("notes.write", "Change notes", "Create, tag and purge notes", "write", "personal"),
    ),
)

private const val NOTE_LIST_OUT =
    "{\"type\":\"object\",\"properties\":{\"notes\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},\"required\":[\"notes\"]}"
private const val NOTE_ID_OUT =
    "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"}},\"required\":[\"id\"]}"
private const val EXPORT_OUT =
    "{\"type\":\"object\",\"properties\":{\"document\":{\"type\":\"string\"},\"count\":{\"type\":\"integer\"}},\"required\":[\"document\",\"count\"]}"
private const val COUNT_OUT =
    "{\"type\":\"object\",\"properties\":{\"count\":{\"type\":\"integer\"}},\"required\":[\"count\"]}"

class NoteList(val rows: List<NoteRow>) : JsonEncodable {
    override fun toJson(): JSONObject = JSONObject().put("notes", rows.toJsonArray())
}

class ListQuery(val tag: String?, val limit: Int)

class ListNotesTool(private val store: NoteStore) : BaseTool<ListQuery, NoteList>(
    ToolDescriptor(
        ToolName("list_notes"), "List notes", "Lists the newest notes, optionally only those with one tag.",
        objectSchema(emptyList(), "tag" to STR, "limit" to COUNT), NOTE_LIST_OUT, listOf("notes.read"),
        Annotations("read", "low", "never", idempotent = true),
    ),
) {
    override fun parse(args: Bundle): ListQuery {
        val limit = args.optional<Long>("limit") ?: 50L
        if (limit !in 1L..200L) throw MissingArgument("limit")
        return ListQuery(args.optional<String>("tag"), limit.toInt())
    }

    override fun run(input: ListQuery): NoteList = NoteList(store.list(input.tag, input.limit))

    override fun encode(result: NoteList): JSONObject = result.toJson()
}

class NewNote(val title: String, val body: String, val tag: String?)

class CreateNoteTool(private val store: NoteStore) : BaseTool<NewNote, Long>(
    ToolDescriptor(
        ToolName("create_note"), "Create note", "Creates a note with a title, a body and an optional tag.",
        objectSchema(listOf("title", "body"), "title" to STR, "body" to STR, "tag" to STR), NOTE_ID_OUT,
        listOf("notes.write"), Annotations("create", "moderate", "provider_policy"),
    ),
) {
    override fun parse(args: Bundle): NewNote {
        val title = args.require<String>("title").trim()
        if (title.isEmpty() || title.length > 200) throw MissingArgument("title")
        return NewNote(title, args.require("body"), args.optional("tag"))
    }

    override fun run(input: NewNote): Long = store.create(input.title, input.body, input.tag)

    override fun encode(result: Long): JSONObject = JSONObject().put("id", result.toString())
}

class Retag(val id: Long, val tag: String)

class TagNoteTool(private val store: NoteStore) : BaseTool<Retag, Int>(
    ToolDescriptor(
        ToolName("tag_note"), "Tag note", "Replaces the tag of one note.",
        objectSchema(listOf("id", "tag"), "id" to ID, "tag" to STR), COUNT_OUT, listOf("notes.write"),
        Annotations("update", "low", "never", idempotent = true),
    ),
) {
    override fun parse(args: Bundle): Retag {
        val id = args.require<String>("id").toLongOrNull() ?: throw MissingArgument("id")
        return Retag(id, args.require("tag"))
    }

    override fun run(input: Retag): Int = store.retag(input.id, input.tag)

    override fun encode(result: Int): JSONObject = JSONObject().put("count", result)
}

val EXPORT_NOTES = ToolDescriptor(
    ToolName("export_notes"), "Export notes", "Returns every note that is not in the trash as one JSON document.",
    objectSchema(emptyList()), EXPORT_OUT, listOf("notes.read"), Annotations("read", "low", "never", idempotent = true),
)

val PURGE_TRASH = ToolDescriptor(
    ToolName("purge_trash"), "Empty trash", "Permanently deletes notes that have been in the trash longer than the given days.",
    objectSchema(listOf("older_than_days"), "older_than_days" to COUNT), COUNT_OUT, listOf("notes.write"),
    Annotations("delete", "high", "always", destructive = true),
)
