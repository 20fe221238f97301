package com.saltmarsh.ferry

import android.content.Context
import java.security.SecureRandom
import java.util.concurrent.Executor
import java.util.concurrent.Executors

/** The app's hand-written container, made once by the first provider or screen that needs it. */
class FerryGraph private constructor(val app: Context) {
    val db = FerryDb(app)
    val account = Account(app.getSharedPreferences("account", Context.MODE_PRIVATE))
    val gate = CallerGate(app.packageManager, TRUSTED)
    val audit = Audit(db)
    val outcomes = Outcomes(db)

    /** One thread, so audit rows land in the order the calls were answered. */
    val worker: Executor = Executors.newSingleThreadExecutor()

    private val sessionRandom = SecureRandom()
    val tripSessions = SessionBook(sessionRandom)
    val passSessions = SessionBook(sessionRandom)

    val trips = TripTools(this)
    val passes = PassTools(this)

    companion object {
        private val TRUSTED = mapOf(
            "com.clawseed.agent" to "4a7d0c2e9b61f3a8d5c0e7b2a9f4d1c6e3b8a0f5d2c9e6b3a7f0d4c1e8b5a2f9",
            "net.harbourlight.assistant" to "c3f8a1d6e0b5f2a9c4d7e1b8f3a6d0c5e2b9f4a1d8c3e6b0f5a2d9c7e4b1a8f6",
        )

        @Volatile
        private var instance: FerryGraph? = null

        fun of(ctx: Context): FerryGraph = instance ?: FerryGraph(ctx.applicationContext ?: ctx).also { instance = it }
    }
}
