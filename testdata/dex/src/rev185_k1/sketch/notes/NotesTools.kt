package io.quire.app.notes

import io.quire.app.core.Catalog
import io.quire.app.core.Scope
import io.quire.app.core.ToolName
import io.quire.app.core.ToolSpec

object NotesTools {
    val SCOPES = listOf(
        Scope("notes.read", "Read your notes and their attachments", "read", "personal"),
        Scope("notes.write", "Create, trash and purge notes", "write", "personal"),
    )

    private const val NOTE_REF = """{"type":"object","properties":{"note_id":{"type":"string","pattern":"^n_[0-9a-f]{16}$"}},"required":["note_id"],"additionalProperties":false}"""

    val CATALOG = Catalog(
        "notes-7",
        listOf(
            ToolSpec(
                ToolName("list_notes"), "List notes", "List the notes in a folder, newest first.",
                """{"type":"object","properties":{"folder":{"type":"string","maxLength":64}},"additionalProperties":false}""",
                """{"type":"object","properties":{"notes":{"type":"array"}},"required":["notes"]}""",
                listOf("notes.read"), effect = "read", risk = "low", confirmation = "never", destructive = false, idempotent = true,
            ),
            ToolSpec(
                ToolName("read_note"), "Read a note", "Return the title, folder and text of one note.",
                NOTE_REF,
                """{"type":"object","properties":{"title":{"type":"string"},"body":{"type":"string"}},"required":["title","body"]}""",
                listOf("notes.read"), effect = "read", risk = "low", confirmation = "never", destructive = false, idempotent = true,
            ),
            ToolSpec(
                ToolName("open_note_attachment"), "Open a note attachment",
                "Return one attachment of a note as a file result.",
                """{"type":"object","properties":{"note_id":{"type":"string","pattern":"^n_[0-9a-f]{16}$"},"name":{"type":"string","maxLength":240}},"required":["note_id","name"],"additionalProperties":false}""",
                """{"type":"object"}""",
                listOf("notes.read"), effect = "read", risk = "low", confirmation = "never", destructive = false, idempotent = true,
            ),
            ToolSpec(
                ToolName("create_note"), "Create a note", "Create a note in a folder.",
                """{"type":"object","properties":{"title":{"type":"string","minLength":1,"maxLength":120},"body":{"type":"string","maxLength":20000},"folder":{"type":"string","maxLength":64}},"required":["title","body"],"additionalProperties":false}""",
                """{"type":"object","properties":{"note_id":{"type":"string"}},"required":["note_id"]}""",
                listOf("notes.write"), effect = "create", risk = "low", confirmation = "never", destructive = false, idempotent = false,
            ),
            ToolSpec(
                ToolName("delete_note"), "Move a note to the trash", "Move one note to the trash.",
                NOTE_REF,
                """{"type":"object","properties":{"trashed":{"type":"boolean"}},"required":["trashed"]}""",
                listOf("notes.write"), effect = "delete", risk = "moderate", confirmation = "always", destructive = false, idempotent = false,
            ),
            ToolSpec(
                ToolName("purge_trash"), "Empty the trash", "Permanently delete every note in the trash.",
                """{"type":"object","properties":{},"additionalProperties":false}""",
                """{"type":"object","properties":{"purged":{"type":"integer","minimum":0}},"required":["purged"]}""",
                listOf("notes.write"), effect = "delete", risk = "high", confirmation = "always", destructive = true, idempotent = false,
            ),
        ),
    )
}
