package com.saltmarsh.podcasts

import android.app.DownloadManager
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.database.ContentObserver
import android.net.Uri
import android.os.Handler
import java.util.concurrent.ConcurrentHashMap

/**
 * Registered by the library provider: hears DownloadManager finish the library's downloads, and keeps the library's
 * outcomes by request, so that an assistant retrying a download (or a delete) gets the first answer again.
 */
class DownloadReceiver(private val operations: Operations, private val downloads: Downloads) : BroadcastReceiver(), Ledger {
    private val outcomes = ConcurrentHashMap<String, Receipt>()

    override fun find(key: String): Receipt? = outcomes[key]

    override fun save(key: String, receipt: Receipt) {
        outcomes[key] = receipt
    }

    override fun onReceive(context: Context, intent: Intent) {
        if (intent.action != DownloadManager.ACTION_DOWNLOAD_COMPLETE) return
        val id = intent.getLongExtra(DownloadManager.EXTRA_DOWNLOAD_ID, -1L)
        if (id < 0L) return
        val dm = context.getSystemService(DownloadManager::class.java)
        val ok = dm.query(DownloadManager.Query().setFilterById(id)).use { c ->
            c.moveToFirst() && c.getInt(c.getColumnIndexOrThrow(DownloadManager.COLUMN_STATUS)) == DownloadManager.STATUS_SUCCESSFUL
        }
        operations.finished(id, ok)
        downloads.finished(id, ok)
    }
}

/** Registered by the library provider (permission-guarded): the answers the app's prompt screens broadcast. */
class AnswerReceiver(private val tickets: TicketBook) : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        val token = intent.getStringExtra(EXTRA_TOKEN) ?: return
        tickets.answer(token, intent.getBooleanExtra(KEY_CONFIRMED, false))
    }
}

/** Follows DownloadManager's rows to keep the operations' progress current for get_operation. */
class DownloadProgress(handler: Handler, private val app: Context, private val operations: Operations) : ContentObserver(handler) {
    override fun onChange(selfChange: Boolean) {
        val running = operations.running()
        if (running.isEmpty()) return
        val dm = app.getSystemService(DownloadManager::class.java)
        dm.query(DownloadManager.Query().setFilterById(*running)).use { c ->
            val id = c.getColumnIndexOrThrow(DownloadManager.COLUMN_ID)
            val done = c.getColumnIndexOrThrow(DownloadManager.COLUMN_BYTES_DOWNLOADED_SO_FAR)
            val total = c.getColumnIndexOrThrow(DownloadManager.COLUMN_TOTAL_SIZE_BYTES)
            while (c.moveToNext()) operations.progress(c.getLong(id), c.getLong(done), c.getLong(total))
        }
    }

    companion object {
        val DOWNLOADS: Uri = Uri.parse("content://downloads/my_downloads")
    }
}
