package app.trailmark.logbook.cetp

import org.json.JSONObject

/** The journal provider's tools. */
object JournalTools {
    val scopes = listOf(
        Scope("journal.read", "Read the journal", "Journal entries and daily sensor logs", write = false),
        Scope("journal.write", "Write the journal", "Add, delete and archive journal entries", write = true),
    )

    private val id = prop("integer", "minimum" to 1)
    private val limit = prop("integer", "minimum" to 1, "maximum" to 50)
    private val day = prop("string", "pattern" to "^[0-9]{4}-[0-9]{2}-[0-9]{2}$")
    private val text = prop("string", "minLength" to 1, "maxLength" to 2000)

    private val entry: JSONObject = objectSchema(
        mapOf("id" to id, "route_id" to prop("integer"), "text" to text, "written_at_ms" to prop("integer")),
        listOf("id", "text", "written_at_ms"),
    )
    private val byId: JSONObject = objectSchema(mapOf("id" to id), listOf("id"))

    private val listEntries = ToolSpec(
        name = "list_entries",
        title = "List journal entries",
        description = "Recent journal entries, newest first",
        effect = Effect.READ,
        scopes = listOf("journal.read"),
        input = objectSchema(mapOf("limit" to limit)),
        output = objectSchema(mapOf("entries" to JSONObject().put("type", "array").put("items", entry)), listOf("entries")),
    )

    private val getDayLog = ToolSpec(
        name = "get_day_log",
        title = "Daily sensor log",
        description = "Altitude, heart-rate and step samples recorded on one day; large logs arrive as a file",
        effect = Effect.READ,
        scopes = listOf("journal.read"),
        input = objectSchema(mapOf("day" to day), listOf("day")),
        output = objectSchema(
            mapOf("day" to day, "samples" to JSONObject().put("type", "array").put("items", prop("object"))),
            listOf("day", "samples"),
        ),
    )

    private val addEntry = ToolSpec(
        name = "add_entry",
        title = "Add a journal entry",
        description = "Write a journal entry, optionally about one saved route",
        effect = Effect.CREATE,
        scopes = listOf("journal.write"),
        input = objectSchema(mapOf("text" to text, "route" to id), listOf("text")),
        output = byId,
    )

    private val deleteEntry = ToolSpec(
        name = "delete_entry",
        title = "Delete a journal entry",
        description = "Delete one journal entry; the user confirms in Trailmark",
        effect = Effect.DELETE,
        scopes = listOf("journal.write"),
        input = byId,
        output = objectSchema(mapOf("id" to id, "deleted" to prop("boolean")), listOf("id", "deleted")),
        risk = Risk.HIGH,
        confirmation = Confirmation.ALWAYS,
        destructive = true,
    )

    private val archiveEntries = ToolSpec(
        name = "archive_entries",
        title = "Archive old entries",
        description = "Move entries written before a day out of the live journal; they stay in the archive",
        effect = Effect.UPDATE,
        scopes = listOf("journal.write"),
        input = objectSchema(mapOf("before" to day), listOf("before")),
        output = objectSchema(mapOf("archived" to prop("integer", "minimum" to 0)), listOf("archived")),
        risk = Risk.MODERATE,
        confirmation = Confirmation.PROVIDER_POLICY,
        mayRunAsync = true,
    )

    val book: ToolBook by lazy { ToolBook(listOf(listEntries, getDayLog, addEntry, deleteEntry, archiveEntries)) }
}
