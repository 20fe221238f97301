package com.saltmarsh.ferry

import android.content.ContentValues
import android.os.Binder
import java.util.concurrent.Executor

/** Runs [work] on this executor, after the call has answered. */
inline fun Executor.later(crossinline work: () -> Unit) {
    execute { work() }
}

/** Runs [block] with the provider's own identity: the calls it makes into the app's other components are not the caller's. */
inline fun <T> asSelf(block: () -> T): T {
    val identity = Binder.clearCallingIdentity()
    try {
        return block()
    } finally {
        Binder.restoreCallingIdentity(identity)
    }
}

/** Who changed what, by the caller's UID. */
class Audit(private val db: FerryDb) {
    fun note(uid: Int, tool: String, subject: String) {
        val row = ContentValues().apply {
            put("uid", uid)
            put("tool", tool)
            put("subject", subject)
            put("at", System.currentTimeMillis())
        }
        db.writableDatabase.insert("audit", null, row)
    }
}
