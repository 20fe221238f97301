package com.od

import android.content.ContentValues
import android.database.sqlite.SQLiteDatabase
import android.util.Log
import kotlin.properties.Delegates

/** The key a retried execute_tool is recognised by. */
data class RetryKey(val uid: Int, val requestId: String)

/** Where a provider keeps the replies of the mutations it ran. */
interface Replies {
    fun prior(key: RetryKey): String?
    fun record(key: RetryKey, reply: String)
}

/** The ledger's replies: a map replaced on every record, the change only logged. Gone after a restart. */
object LedgerReplies : Replies {
    private var byKey: Map<RetryKey, String> by Delegates.observable(emptyMap()) { _, old, new ->
        Log.d("od", "ledger replies ${old.size} -> ${new.size}")
    }

    override fun prior(key: RetryKey): String? = byKey[key]

    override fun record(key: RetryKey, reply: String) {
        byKey = byKey + (key to reply)
    }
}

/** The receipts' replies: the same map, each new entry written to the replies table by the observer. */
class ReceiptReplies(private val db: SQLiteDatabase) : Replies {
    private var byKey: Map<RetryKey, String> by Delegates.observable(emptyMap()) { _, old, new ->
        for ((key, reply) in new - old.keys) {
            val row = ContentValues()
            row.put("uid", key.uid)
            row.put("request_id", key.requestId)
            row.put("reply", reply)
            db.insert("replies", null, row)
        }
    }

    override fun prior(key: RetryKey): String? = byKey[key]

    override fun record(key: RetryKey, reply: String) {
        byKey = byKey + (key to reply)
    }
}
