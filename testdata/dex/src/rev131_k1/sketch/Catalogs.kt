package com.quillvault

import org.json.JSONArray
import org.json.JSONObject

/** What one provider declares: identity, scopes and tools. */
class Catalog(
    private val providerId: String,
    private val providerName: String,
    private val description: String,
    private val revision: String,
    private val scopes: JSONArray,
    private val tools: Map<String, JSONObject>,
) {
    fun has(tool: String?): Boolean = tool != null && tool in tools

    fun info(): JSONObject = JSONObject()
        .put("provider_id", providerId)
        .put("provider_name", providerName)
        .put("description", description)
        .put("scopes", scopes)

    fun list(): JSONObject = JSONObject().put("revision", revision).put("tools", JSONArray(tools.values))

    fun negotiated(session: Session): JSONObject = JSONObject()
        .put("selected_version", 2)
        .put("provider_id", providerId)
        .put("session_token", session.token)
        .put("capabilities", JSONArray())
        .put(
            "limits",
            JSONObject()
                .put("max_request_bytes", 65536)
                .put("max_inline_result_bytes", 262144)
                .put("max_concurrent_requests", 4)
                .put("idempotency_window_seconds", 86400),
        )
}

private fun scope(name: String, title: String, access: String): JSONObject =
    JSONObject().put("name", name).put("title", title).put("description", title).put("access", access).put("sensitivity", "personal")

private fun tool(name: String, description: String, input: String, scope: String, effect: String, risk: String, confirmation: String, destructive: Boolean): JSONObject =
    JSONObject()
        .put("name", name)
        .put("description", description)
        .put("input_schema", JSONObject(input))
        .put("output_schema", JSONObject("""{"type":"object","minProperties":1}"""))
        .put("scopes", JSONArray(listOf(scope)))
        .put(
            "annotations",
            JSONObject().put("effect", effect).put("risk", risk).put("confirmation", confirmation)
                .put("destructive", destructive).put("idempotent", effect == "read").put("open_world", false).put("execution", "sync"),
        )

private const val NO_ARGS = """{"type":"object","additionalProperties":false}"""
private const val ID_ARG = """{"type":"object","properties":{"id":{"type":"string"}},"required":["id"],"additionalProperties":false}"""
private const val YEAR_ARG = """{"type":"object","properties":{"year":{"type":"string","pattern":"^[0-9]{4}$"}},"required":["year"],"additionalProperties":false}"""

object Catalogs {
    val notes = Catalog(
        "com.quillvault.notes", "Quillvault Notes", "The user's notebook", "notes-3",
        JSONArray().put(scope("notes.read", "Read your notes", "read")).put(scope("notes.write", "Write and delete notes", "write")),
        mapOf(
            "list_notes" to tool("list_notes", "Titles and tags of the notebook's notes", NO_ARGS, "notes.read", "read", "low", "never", false),
            "search_notes" to tool("search_notes", "Notes carrying one tag", """{"type":"object","properties":{"tag":{"type":"string","maxLength":40}},"required":["tag"],"additionalProperties":false}""", "notes.read", "read", "low", "never", false),
            "recent_notes" to tool("recent_notes", "The twenty newest notes", NO_ARGS, "notes.read", "read", "low", "never", false),
            "create_note" to tool("create_note", "Adds a note", """{"type":"object","properties":{"title":{"type":"string"},"body":{"type":"string"},"tag":{"type":"string"}},"required":["title"],"additionalProperties":false}""", "notes.write", "create", "medium", "provider_policy", false),
            "delete_note" to tool("delete_note", "Deletes one note", ID_ARG, "notes.write", "delete", "high", "always", true),
        ),
    )

    val archive = Catalog(
        "com.quillvault.archive", "Quillvault Archive", "Old notes the user archived", "archive-2",
        JSONArray().put(scope("archive.read", "Read your archive", "read")).put(scope("archive.write", "Change your archive", "write")),
        mapOf(
            "list_archive" to tool("list_archive", "Archived notes of one year", YEAR_ARG, "archive.read", "read", "low", "never", false),
            "browse_archive" to tool("browse_archive", "The fifty newest archived notes", NO_ARGS, "archive.read", "read", "low", "never", false),
            "archive_note" to tool("archive_note", "Moves a note into the archive", ID_ARG, "archive.write", "update", "medium", "provider_policy", false),
            "restore_note" to tool("restore_note", "Brings an archived note back", ID_ARG, "archive.write", "update", "high", "always", true),
            "purge_archive" to tool("purge_archive", "Deletes the archived notes of one year", YEAR_ARG, "archive.write", "delete", "high", "always", true),
        ),
    )
}
