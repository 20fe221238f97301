package com.saltmarsh.podcasts

import android.app.Notification
import android.app.NotificationChannel
import android.app.NotificationManager
import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.os.Bundle
import android.os.Handler
import android.os.Looper
import android.os.Message
import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit

/** One answer handed from a Handler's thread back to the thread that asked. */
class Slot<T : Any> {
    private val latch = CountDownLatch(1)

    @Volatile
    private var value: T? = null

    fun fill(v: T) {
        value = v
        latch.countDown()
    }

    fun await(millis: Long): T? = if (latch.await(millis, TimeUnit.MILLISECONDS)) value else null
}

/**
 * The prompts the providers raise for the listener: each becomes a resolution PendingIntent and a notification
 * carrying the same PendingIntent. Both are made on the main thread, one prompt at a time, so that a prompt and its
 * notification never disagree.
 */
class Prompts(private val app: Context, looper: Looper) : Handler(looper) {
    /** Asks the main thread for the prompt that opens [screen]; null if it did not answer in time. */
    fun resolution(screen: Intent, token: String, text: String): PendingIntent? {
        val slot = Slot<PendingIntent>()
        val msg = obtainMessage(MSG_PROMPT, slot)
        val data = Bundle()
        data.putParcelable(KEY_SCREEN, screen)
        data.putString(KEY_TOKEN, token)
        data.putString(KEY_TEXT, text)
        msg.data = data
        msg.sendToTarget()
        return slot.await(WAIT_MILLIS)
    }

    override fun handleMessage(msg: Message) {
        if (msg.what != MSG_PROMPT) return
        val data = msg.data
        val screen = data.getParcelable<Intent>(KEY_SCREEN) ?: return
        val token = data.getString(KEY_TOKEN) ?: return
        val text = data.getString(KEY_TEXT)
        screen.putExtra(EXTRA_TOKEN, token).putExtra(EXTRA_PROMPT, text)
        val pending = PendingIntent.getActivity(app, token.hashCode(), screen, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
        val shade = app.getSystemService(NotificationManager::class.java)
        shade.createNotificationChannel(NotificationChannel(CHANNEL, "Assistant requests", NotificationManager.IMPORTANCE_DEFAULT))
        shade.notify(
            token.hashCode(),
            Notification.Builder(app, CHANNEL).setContentTitle(APP_NAME).setContentText(text).setContentIntent(pending).setAutoCancel(true).build(),
        )
        @Suppress("UNCHECKED_CAST")
        (msg.obj as Slot<PendingIntent>).fill(pending)
    }

    companion object {
        const val CHANNEL = "assistant_requests"
        private const val MSG_PROMPT = 1
        private const val KEY_SCREEN = "screen"
        private const val KEY_TOKEN = "token"
        private const val KEY_TEXT = "text"
        private const val WAIT_MILLIS = 2000L
    }
}
