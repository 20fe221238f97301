package com.tallyfold.money

import android.util.Log
import kotlin.properties.Delegates

/** Where a provider keeps the deduplication records of its mutations. */
interface ReplyLog {
    fun prior(key: RetryKey): Prior?
    fun record(key: RetryKey, prior: Prior)
}

/** The ledger's records: a map swapped on every change, the change logged. */
object LedgerReplies : ReplyLog {
    private var byKey: Map<RetryKey, Prior> by Delegates.observable(emptyMap()) { _, old, new ->
        Log.d(TAG, "ledger replies ${old.size} -> ${new.size}")
    }

    override fun prior(key: RetryKey): Prior? = byKey[key]

    override fun record(key: RetryKey, prior: Prior) {
        byKey = byKey + (key to prior)
    }
}

/** The receipts' records: the same map, each new entry written to the replies table as it arrives. */
object ReceiptReplies : ReplyLog {
    private var byKey: Map<RetryKey, Prior> by Delegates.observable(emptyMap()) { _, old, new ->
        (new - old.keys).forEach { (key, prior) -> Store.saveReply(key, prior) }
    }

    override fun prior(key: RetryKey): Prior? = byKey[key] ?: Store.reply(key)

    override fun record(key: RetryKey, prior: Prior) {
        byKey = byKey + (key to prior)
    }
}
