package com.brambleway

import android.content.Context
import java.util.concurrent.Executors

/** The app's hand-written dependency container. */
object AppGraph {
    private lateinit var app: Context

    fun init(context: Context) {
        if (!::app.isInitialized) app = context.applicationContext ?: context
    }

    private val trusted = mapOf(
        "com.clawseed.agent" to "5e0c7a1f93d24b6e8a1c0f7d2b9e4a6c3d8f1b0e7a2c9d4f6b1e3a8c0d7f2e95",
        "org.wayfarer.assistant" to "0d4b8e2a6c1f9e3d7b5a0c8e4f2d6b1a9c3e7f5d0b8a2c6e4f1d9b3a7c5e0f82",
    )

    val gate by lazy { CallerGate(app, trusted) }
    val tripSessions = SessionBook()
    val bookingSessions = SessionBook()
    val account by lazy { Account(app.getSharedPreferences("account", Context.MODE_PRIVATE)) }

    private val db by lazy { TravelDb(app) }
    private val audit by lazy { AuditLog(db) }
    private val jobs: Jobs by lazy { NamedJobs("audit", ExecutorJobs(Executors.newSingleThreadExecutor())) }

    val tripDesk by lazy { ResumeDesk(AuditedStore(MemoryTickets(), "trips"), SecureIds) }
    val bookingDesk by lazy { ResumeDesk(AuditedStore(MemoryTickets(), "bookings"), QuickIds) }

    val trips by lazy { TripTools(app, db, tripDesk, jobs, audit, account) }
    val bookings by lazy { BookingTools(app, db, bookingDesk, jobs, audit, account) }
}
