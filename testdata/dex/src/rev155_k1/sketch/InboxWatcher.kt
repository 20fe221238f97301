package com.tidewell.home

import android.content.ContentResolver
import android.content.Context
import android.database.ContentObserver
import android.net.Uri
import android.os.Handler
import android.os.HandlerThread
import kotlinx.coroutines.channels.awaitClose
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.callbackFlow
import org.json.JSONObject

/** A text that arrived in a conversation. */
class IncomingText(val id: Long, val address: String, val body: String, val date: Long) {
    fun toJson(): JSONObject = JSONObject().put("id", id).put("from", address).put("body", body).put("received_at_ms", date)
}

/** Watches the SMS inbox on its own looper thread; outgoing rows are written on that thread too. */
class InboxWatcher private constructor(private val resolver: ContentResolver) {
    private val thread = HandlerThread("inbox-watch").apply { start() }
    val handler = Handler(thread.looper)

    /** The texts that arrive in [threadId] after [sinceMs], as the inbox observer sees them. */
    fun incoming(threadId: Long, sinceMs: Long): Flow<IncomingText> = callbackFlow {
        val observer = object : ContentObserver(handler) {
            override fun onChange(selfChange: Boolean) {
                latest(threadId, sinceMs)?.let { trySend(it) }
            }
        }
        resolver.registerContentObserver(INBOX, true, observer)
        latest(threadId, sinceMs)?.let { trySend(it) }
        awaitClose { resolver.unregisterContentObserver(observer) }
    }

    fun latest(threadId: Long, sinceMs: Long): IncomingText? = resolver.query(
        INBOX, arrayOf("_id", "address", "body", "date"), "thread_id = ? AND date > ?",
        arrayOf(threadId.toString(), sinceMs.toString()), "date DESC",
    )?.use { c -> if (c.moveToFirst()) IncomingText(c.getLong(0), c.getString(1), c.getString(2), c.getLong(3)) else null }

    companion object {
        val INBOX: Uri = Uri.parse("content://sms/inbox")
        val CONVERSATIONS: Uri = Uri.parse("content://sms/conversations")
        private var instance: InboxWatcher? = null

        @Synchronized
        fun get(ctx: Context): InboxWatcher = instance ?: InboxWatcher(ctx.contentResolver).also { instance = it }
    }
}
