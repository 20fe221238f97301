package com.saltmarsh.podcasts

import android.app.Notification
import android.app.NotificationManager
import android.content.ContentValues
import android.content.Context
import android.os.Bundle
import android.os.Handler
import android.os.Looper
import android.os.Message
import android.util.LruCache

/** Feed chores on the app's background thread, so that no call waits for them. */
class FeedHandler(looper: Looper, private val db: PodcastDb) : Handler(looper) {
    private val artwork = LruCache<Long, ByteArray>(32)

    fun artworkReady(episodeId: Long): Boolean = artwork.get(episodeId) != null

    override fun handleMessage(msg: Message) {
        when (msg.what) {
            MSG_MARK_SEEN -> {
                val seen = ContentValues()
                seen.put("seen", 1)
                val writable = db.writableDatabase
                for (id in msg.obj as LongArray) writable.update("episodes", seen, "id = ?", arrayOf(id.toString()))
            }
            MSG_WARM -> {
                val id = msg.obj as Long
                if (artwork.get(id) == null) db.artwork(id)?.let { artwork.put(id, it) }
            }
        }
    }

    companion object {
        /** obj: the LongArray of episode ids the listener has now been told about. */
        const val MSG_MARK_SEEN = 1

        /** obj: the episode id whose artwork to load into memory. */
        const val MSG_WARM = 2
    }
}

/**
 * "What assistants did for you": one row per change an assistant made, listed in the app's Assistants screen (where
 * the listener can cut an assistant off) and announced with a quiet notification.
 */
class ActivityLog(looper: Looper, private val app: Context, private val db: PodcastDb) : Handler(looper) {
    fun note(by: String, what: String) {
        val msg = obtainMessage(MSG_NOTE)
        val data = Bundle()
        data.putString(KEY_BY, by)
        data.putString(KEY_WHAT, what)
        msg.data = data
        sendMessage(msg)
    }

    override fun handleMessage(msg: Message) {
        if (msg.what != MSG_NOTE) return
        val by = msg.data.getString(KEY_BY) ?: return
        val what = msg.data.getString(KEY_WHAT) ?: return
        val row = ContentValues()
        row.put("by_package", by)
        row.put("what", what)
        row.put("at", System.currentTimeMillis())
        db.writableDatabase.insert("activity", null, row)
        val pm = app.packageManager
        val label = try {
            pm.getApplicationLabel(pm.getApplicationInfo(by, 0)).toString()
        } catch (e: Exception) {
            by
        }
        app.getSystemService(NotificationManager::class.java).notify(
            by.hashCode(),
            Notification.Builder(app, Prompts.CHANNEL).setContentTitle(label).setContentText(what).build(),
        )
    }

    private companion object {
        const val MSG_NOTE = 10
        const val KEY_BY = "by"
        const val KEY_WHAT = "what"
    }
}
