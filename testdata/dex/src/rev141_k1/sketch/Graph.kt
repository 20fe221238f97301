package com.saltmarsh.podcasts

import android.content.Context
import android.os.Handler
import android.os.HandlerThread
import android.os.Looper

/** The app's hand-made container, built once by the first provider, job or screen that asks for it. */
class PodcastGraph private constructor(val app: Context) {
    val db = PodcastDb(app)
    val account = Account(app.getSharedPreferences("account", Context.MODE_PRIVATE))
    val gate = CallerGate(app.packageManager, ASSISTANTS)
    val link = PlayerLink(app)
    val prompts = Prompts(app, Looper.getMainLooper())

    private val io = HandlerThread("saltmarsh-io").also { it.start() }
    val feed = FeedHandler(io.looper, db)
    val activity = ActivityLog(io.looper, app, db)

    val receipts = ReceiptTable(db)
    val operations = Operations(db)
    val downloads = Downloads(db)
    val downloadReceiver = DownloadReceiver(operations, downloads)
    val progress = DownloadProgress(Handler(io.looper), app, operations)

    val playerSessions = SessionBook()
    val librarySessions = SessionBook()
    val player = PlayerTools(this)
    val library = LibraryTools(this)
    val answers = AnswerReceiver(library.tickets)

    companion object {
        /** The assistants Saltmarsh serves, by package, with the SHA-256 of their signing certificate. */
        private val ASSISTANTS = mapOf(
            "com.clawseed.agent" to "5f2a9c0e7b4d1a8f3c6e9b2d5a0f7c4e1b8d3a6f9c2e5b0d7a4f1c8e3b6d9a2f",
            "net.tidewell.assistant" to "c81e4f7a0d3b6e9c2f5a8d1b4e7c0a3f6d9b2e5c8a1f4d7b0e3c6a9f2d5b8e1c",
        )

        @Volatile
        private var instance: PodcastGraph? = null

        fun of(ctx: Context): PodcastGraph = instance ?: synchronized(this) {
            instance ?: PodcastGraph(ctx.applicationContext ?: ctx).also { instance = it }
        }
    }
}
