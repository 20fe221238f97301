package app.trailmark.logbook.data

import android.content.ContentValues

/** Redacted audit events (§7.2): who, what, which object, when. Never arguments or content. */
class AuditLog(private val db: TrailDb) {
    fun record(uid: Int, action: String, subject: String) {
        val values = ContentValues().apply {
            put("uid", uid)
            put("action", action)
            put("subject", subject)
            put("at", System.currentTimeMillis())
        }
        db.writableDatabase.insert("audit", null, values)
    }
}
