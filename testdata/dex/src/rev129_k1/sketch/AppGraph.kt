package com.larkbook

import android.content.Context
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob

/** The app's hand-written dependency container: everything is made once, on first use. */
object AppGraph {
    private lateinit var app: Context

    fun init(context: Context) {
        if (!::app.isInitialized) app = context.applicationContext ?: context
    }

    private val trusted = mapOf(
        "com.clawseed.agent" to "5e0c7a1f93d24b6e8a1c0f7d2b9e4a6c3d8f1b0e7a2c9d4f6b1e3a8c0d7f2e95",
        "org.tidings.assistant" to "a93f0e1d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a09",
    )

    val db by lazy { LarkDb(app) }
    val receipts by lazy { Receipts(db) }
    val audit by lazy { AuditLog(db) }
    val tickets by lazy { TicketBook() }
    val gate by lazy { CallerGate(app, trusted) }

    /** Work that outlives a call: audit rows. */
    val background: CoroutineScope by lazy { CoroutineScope(SupervisorJob()) }

    val calendarRunner by lazy {
        ToolRunner(Catalogs.calendar, EventTools(app, EventRepository(db), audit, tickets, background), receipts, tickets)
    }
    val peopleRunner by lazy {
        ToolRunner(Catalogs.people, PeopleTools(app, ContactRepository(db), audit, tickets, background), receipts, tickets)
    }
}
