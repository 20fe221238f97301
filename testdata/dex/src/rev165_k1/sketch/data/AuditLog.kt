package app.quillmark.notes.data

import android.content.ContentValues

/** Redacted audit events: who (UID), which provider and tool, and a reference (note, attachment or operation id). */
class AuditLog(private val db: NotesDb) {
    fun record(uid: Int, provider: String, tool: String, ref: String) {
        db.writableDatabase.insert("audit", null, ContentValues().apply {
            put("uid", uid)
            put("provider", provider)
            put("tool", tool)
            put("ref", ref)
            put("at", System.currentTimeMillis())
        })
    }
}
