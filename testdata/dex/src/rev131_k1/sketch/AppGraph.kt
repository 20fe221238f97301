package com.quillvault

import android.content.Context
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob

/** The app's hand-written dependency container. */
object AppGraph {
    private lateinit var app: Context

    fun init(context: Context) {
        if (!::app.isInitialized) app = context.applicationContext ?: context
    }

    private val trusted = mapOf(
        "com.clawseed.agent" to "5e0c7a1f93d24b6e8a1c0f7d2b9e4a6c3d8f1b0e7a2c9d4f6b1e3a8c0d7f2e95",
        "org.tidings.assistant" to "a93f0e1d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a09",
    )

    val gate by lazy { CallerGate(app, trusted) }
    val tickets by lazy { TicketBook() }
    val noteSessions = SessionRegistry(ttlMillis = 60 * 60 * 1000L)
    val archiveSessions = SessionRegistry(ttlMillis = 60 * 60 * 1000L)

    private val db by lazy { QuillDb(app) }
    private val store by lazy { Store(db) }
    private val audit by lazy { AuditLog(db) }
    private val backup by lazy { Backup(store) }
    private val scope: CoroutineScope by lazy { CoroutineScope(SupervisorJob()) }

    val notes by lazy { NoteTools(app, store, tickets, audit, scope, backup) }
    val archive by lazy { ArchiveTools(app, store, tickets, audit, scope, backup) }
}
