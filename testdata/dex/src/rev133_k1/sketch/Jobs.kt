package com.brambleway

import android.content.ContentValues
import java.util.concurrent.Executor

/** Work that must not hold up the Binder thread. */
interface Jobs {
    fun post(job: () -> Unit)
}

class ExecutorJobs(private val executor: Executor) : Jobs {
    override fun post(job: () -> Unit) = executor.execute(job)
}

/** Names a worker for the logs; the posting is the inner jobs'. */
class NamedJobs(val name: String, inner: Jobs) : Jobs by inner {
    override fun toString(): String = "jobs[$name]"
}

/** Who changed what, by the caller's UID. */
class AuditLog(private val db: TravelDb) {
    fun write(uid: Int, tool: String, subject: String) {
        val row = ContentValues().apply {
            put("trace", QuickIds.next())
            put("uid", uid)
            put("tool", tool)
            put("subject", subject)
            put("at", System.currentTimeMillis())
        }
        db.writableDatabase.insert("audit", null, row)
    }
}
