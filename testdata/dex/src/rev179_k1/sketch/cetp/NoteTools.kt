package io.quillkit.notes.cetp

/** The notes provider's descriptors, registered once in a companion object. */
class NoteTools private constructor() {
    companion object {
        const val REVISION = "notes-7"

        val SCOPES = listOf(
            Scope("notes.read", "Read your notes", "read", "personal"),
            Scope("notes.write", "Create and delete notes", "write", "personal"),
        )

        val ALL: List<ToolSpec> = listOf(
            ToolSpec(
                "list_notes", "List notes", "Lists the notes in every notebook, newest first.",
                "read", "low", "never", destructive = false, idempotent = true, scopes = listOf("notes.read"),
                input = objectSchema { prop("include_archived", "boolean", isRequired = false) },
                output = objectSchema { prop("notes", "array") },
            ),
            ToolSpec(
                "create_note", "Create a note", "Creates a note in a notebook (default: inbox).",
                "create", "low", "never", destructive = false, idempotent = false, scopes = listOf("notes.write"),
                input = objectSchema {
                    prop("title", "string") { "maxLength" by 200 }
                    prop("body", "string", isRequired = false) { "maxLength" by 20000 }
                    prop("book", "string", isRequired = false) { "pattern" by "^[a-z0-9][a-z0-9_-]{0,31}$" }
                },
                output = objectSchema { prop("note_id", "string") },
            ),
            ToolSpec(
                "delete_note", "Delete a note", "Deletes one note permanently after the user approves it in Quill.",
                "delete", "high", "always", destructive = true, idempotent = true, scopes = listOf("notes.write"),
                input = objectSchema { prop("note_id", "string") },
                output = objectSchema { prop("deleted", "boolean") },
            ),
            ToolSpec(
                "clear_archive", "Clear the archive", "Deletes every archived note after the user approves it in Quill.",
                "delete", "high", "always", destructive = true, idempotent = true, scopes = listOf("notes.write"),
                input = objectSchema { },
                output = objectSchema { prop("removed", "integer") },
            ),
            ToolSpec(
                "export_notebook", "Export a notebook", "Returns every note of one notebook as JSON.",
                "read", "low", "never", destructive = false, idempotent = true, scopes = listOf("notes.read"),
                input = objectSchema { prop("notebook", "string") { "maxLength" by 64 } },
                output = objectSchema { prop("notes", "array") },
            ),
        )

        fun byName(name: String): ToolSpec? = ALL.firstOrNull { it.name == name }
    }
}
