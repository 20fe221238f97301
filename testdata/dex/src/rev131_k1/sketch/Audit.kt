package com.quillvault

import android.content.ContentValues
import android.util.Log

/** Failures of background jobs, by the UID they were done for. */
class AuditLog(private val db: QuillDb) {
    fun failure(uid: Int, job: String, error: Throwable) {
        Log.w("QuillAudit", "job $job failed for $uid", error)
        val row = ContentValues()
        row.put("uid", uid)
        row.put("job", job)
        row.put("detail", (error as? SyncError)?.job ?: "unknown")
        db.writableDatabase.insert("audit", null, row)
    }
}

/** Pushes notes to the user's backup folder; it may fail long after the call answered. */
class Backup(private val store: Store) {
    suspend fun push(id: String) {
        store.write("backup") { it.update("notes", ContentValues().apply { put("year", "2026") }, "id = ?", arrayOf(id)) }
            .getOrElse { throw SyncError("backup", it) }
    }

    suspend fun reindex(id: String) {
        check(id.isNotEmpty()) { "nothing to index" }
    }
}
