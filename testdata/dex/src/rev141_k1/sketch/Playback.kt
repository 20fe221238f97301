package com.saltmarsh.podcasts

import android.app.Notification
import android.app.PendingIntent
import android.app.Service
import android.content.ComponentName
import android.content.Context
import android.content.Intent
import android.content.ServiceConnection
import android.os.Binder
import android.os.IBinder
import android.os.ParcelFileDescriptor
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.Observer
import org.json.JSONObject
import java.io.File
import java.io.FileInputStream
import java.io.FileOutputStream
import java.security.MessageDigest

class Playback(val episodeId: Long, val title: String, val positionMs: Long, val playing: Boolean, val finished: Boolean)

class QueueEntry(val episodeId: Long, val requestedBy: Int)

/** A log handed out as a large result: the descriptor, its size and SHA-256. */
class Spooled(val fd: ParcelFileDescriptor, val size: Long, val sha256: String)

/** Plays episodes and keeps the queue; the app binds it in-process through [LocalBinder]. */
class PlaybackService : Service() {
    inner class LocalBinder : Binder() {
        val service: PlaybackService get() = this@PlaybackService
    }

    private val binder = LocalBinder()
    private val queue = ArrayList<QueueEntry>()

    /** What is playing; the app's screens and the history log observe it. */
    val state = MutableLiveData<Playback>()

    private val history = Observer<Playback> { now ->
        if (now.finished) appendLine(HISTORY_LOG, JSONObject().put("episode_id", now.episodeId).put("title", now.title).put("at", System.currentTimeMillis()))
    }

    override fun onCreate() {
        super.onCreate()
        state.observeForever(history)
    }

    override fun onDestroy() {
        state.removeObserver(history)
        super.onDestroy()
    }

    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
        val open = PendingIntent.getActivity(this, 0, Intent(this, PlayerActivity::class.java), PendingIntent.FLAG_IMMUTABLE)
        startForeground(NOTIFICATION_ID, Notification.Builder(this, Prompts.CHANNEL).setContentTitle(APP_NAME).setContentIntent(open).build())
        return START_NOT_STICKY
    }

    override fun onBind(intent: Intent?): IBinder = binder

    /** Queues an episode for the app that asked; each app may hold at most [PER_APP] entries. -1 when it is full. */
    @Synchronized
    fun enqueue(episodeId: Long, requestedBy: Int = Binder.getCallingUid()): Int {
        if (queue.count { it.requestedBy == requestedBy } >= PER_APP) return -1
        queue.add(QueueEntry(episodeId, requestedBy))
        appendLine(QUEUE_LOG, JSONObject().put("episode_id", episodeId).put("by", requestedBy).put("at", System.currentTimeMillis()))
        return queue.size
    }

    @Synchronized
    fun clear(): Int {
        val removed = queue.size
        queue.clear()
        appendLine(QUEUE_LOG, JSONObject().put("cleared", removed).put("at", System.currentTimeMillis()))
        return removed
    }

    @Synchronized
    fun queued(): Int = queue.size

    fun play(episode: Episode): Boolean {
        state.postValue(Playback(episode.id, episode.title, 0L, true, false))
        return true
    }

    /** One of the service's logs as a large result, opened with [mode]. Null when nothing was logged yet. */
    fun openLog(name: String, mode: Int): Spooled? {
        val file = File(filesDir, name)
        if (!file.exists()) return null
        val sha = MessageDigest.getInstance("SHA-256")
        FileInputStream(file).use { input ->
            val buffer = ByteArray(8192)
            while (true) {
                val n = input.read(buffer)
                if (n < 0) break
                sha.update(buffer, 0, n)
            }
        }
        return Spooled(ParcelFileDescriptor.open(file, mode), file.length(), hex(sha.digest()))
    }

    private fun appendLine(name: String, line: JSONObject) {
        FileOutputStream(File(filesDir, name), true).use { it.write((line.toString() + "\n").toByteArray(Charsets.UTF_8)) }
    }

    companion object {
        const val QUEUE_LOG = "queue.jsonl"
        const val HISTORY_LOG = "history.jsonl"
        const val PER_APP = 50
        private const val NOTIFICATION_ID = 7
    }
}

/** The providers' connection to [PlaybackService]. */
class PlayerLink(private val app: Context) : ServiceConnection {
    @Volatile
    var service: PlaybackService? = null
        private set

    override fun onServiceConnected(name: ComponentName, binder: IBinder) {
        service = (binder as PlaybackService.LocalBinder).service
    }

    override fun onServiceDisconnected(name: ComponentName) {
        service = null
    }

    /** Starts the service in the foreground and binds it; the first call only starts it. */
    fun start() {
        val intent = Intent(app, PlaybackService::class.java)
        app.startForegroundService(intent)
        if (service == null) app.bindService(intent, this, Context.BIND_AUTO_CREATE)
    }

    /** The service, started as the app itself rather than as the assistant whose call is running. */
    fun ready(): PlaybackService? {
        val ident = Binder.clearCallingIdentity()
        try {
            start()
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
        return service
    }

    fun <T> started(block: (PlaybackService) -> T): T? = ready()?.let(block)
}
