package com.hearthly

import android.content.Context
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

/** The app's hand-written dependency container: every repository and handler is made once, on first use. */
object AppGraph {
    private lateinit var app: Context

    fun init(context: Context) {
        if (!::app.isInitialized) app = context.applicationContext ?: context
    }

    val db by lazy { HomeDb(app) }
    val receipts by lazy { Receipts(db) }
    val audit by lazy { AuditLog(db) }
    val tickets by lazy { TicketBook() }
    val callers by lazy { CallerGate(app) }

    /** The hub's single writer thread. */
    val worker: ExecutorService by lazy { Executors.newSingleThreadExecutor() }

    val devices by lazy { DeviceRepository(app, db) }
    val routines by lazy { RoutineRepository(app, db) }

    val deviceSessions by lazy { SessionTable() }
    val routineSessions by lazy { SessionTable(ttlMillis = 60 * 60 * 1000L) }

    val deviceRunner by lazy {
        ToolRunner(Catalogs.devices, DeviceTools(app, devices, tickets, audit, worker), receipts, tickets)
    }
    val routineRunner by lazy {
        ToolRunner(Catalogs.routines, RoutineTools(app, routines, tickets, audit, worker), receipts, tickets)
    }
}
