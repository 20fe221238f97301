package app.larder.kitchen.data

import android.content.ContentValues

/** Redacted audit trail of tool mutations (§7.2): who, which tool, which subject, when. */
class AuditLog(private val db: LarderDb) {
    fun record(uid: Int, tool: String, subject: String) {
        ContentValues().apply {
            put("uid", uid)
            put("tool", tool)
            put("subject", subject)
            put("at", System.currentTimeMillis())
        }.let { db.writableDatabase.insert("audit", null, it) }
    }
}
