package io.quillkit.notes.cetp

/** The attachments provider's descriptors. */
class AttachmentTools private constructor() {
    companion object {
        const val REVISION = "attachments-4"

        val SCOPES = listOf(
            Scope("attachments.read", "Read note attachments", "read", "personal"),
            Scope("attachments.write", "Add, replace and remove note attachments", "write", "personal"),
        )

        private val NAME_PATTERN = "^[a-z0-9][a-z0-9_-]{0,31}/[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"

        val ALL: List<ToolSpec> = listOf(
            ToolSpec(
                "list_attachments", "List attachments", "Lists every attachment with its size and type.",
                "read", "low", "never", destructive = false, idempotent = true, scopes = listOf("attachments.read"),
                input = objectSchema { prop("note_id", "string", isRequired = false) },
                output = objectSchema { prop("attachments", "array") },
            ),
            ToolSpec(
                "fetch_attachment", "Fetch an attachment", "Returns one attachment's content (text inline, other files as a file result).",
                "read", "low", "never", destructive = false, idempotent = true, scopes = listOf("attachments.read"),
                input = objectSchema { prop("name", "string") { "pattern" by NAME_PATTERN } },
                output = objectSchema { prop("text", "string") },
            ),
            ToolSpec(
                "attach_text", "Attach text", "Adds a text attachment to a note.",
                "create", "low", "never", destructive = false, idempotent = false, scopes = listOf("attachments.write"),
                input = objectSchema {
                    prop("note_id", "string")
                    prop("file_name", "string") { "pattern" by "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }
                    prop("text", "string") { "maxLength" by 32768 }
                },
                output = objectSchema { prop("name", "string") },
            ),
            ToolSpec(
                "replace_attachment", "Replace an attachment", "Overwrites a text attachment after the user approves it in Quill.",
                "update", "high", "always", destructive = true, idempotent = true, scopes = listOf("attachments.write"),
                input = objectSchema {
                    prop("name", "string") { "pattern" by NAME_PATTERN }
                    prop("text", "string") { "maxLength" by 32768 }
                },
                output = objectSchema { prop("size_bytes", "integer") },
            ),
            ToolSpec(
                "purge_attachments", "Purge attachments", "Removes every attachment of a note after the user approves it.",
                "delete", "high", "always", destructive = true, idempotent = true, scopes = listOf("attachments.write"),
                input = objectSchema { prop("note_id", "string") },
                output = objectSchema { prop("removed", "integer") },
            ),
        )

        fun byName(name: String): ToolSpec? = ALL.firstOrNull { it.name == name }
    }
}
