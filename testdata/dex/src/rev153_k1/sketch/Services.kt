package com.parcelnest.app

import android.app.Service
import android.content.Context
import android.content.Intent
import android.os.IBinder
import android.util.Log
import java.io.File

/** Discovery endpoints (com.clawseed.action.TOOL_PROVIDER); the tools are served by the providers. */
class ParcelToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class LockerToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

/** Talks to the carriers' APIs: redirects wait here until the carrier accepts them. */
class CarrierSyncService : Service() {
    override fun onBind(intent: Intent): IBinder? = null

    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
        Log.i(TAG, "carrier sync: ${intent?.action} parcel ${intent?.getLongExtra(EXTRA_PARCEL, -1L)}")
        stopSelf(startId)
        return START_NOT_STICKY
    }

    companion object {
        const val ACTION_REDIRECT = "com.parcelnest.app.action.REDIRECT"
        const val EXTRA_PARCEL = "com.parcelnest.app.extra.PARCEL"
    }
}

/** The Bluetooth link to a locker's controller: opens doors and texts pickup codes. */
class LockerBridgeService : Service() {
    override fun onBind(intent: Intent): IBinder? = null

    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
        Log.i(TAG, "locker bridge: ${intent?.action} reservation ${intent?.getLongExtra(EXTRA_RESERVATION, -1L)}")
        stopSelf(startId)
        return START_NOT_STICKY
    }

    companion object {
        const val ACTION_OPEN = "com.parcelnest.app.action.OPEN_DOOR"
        const val ACTION_SEND_CODE = "com.parcelnest.app.action.SEND_CODE"
        const val EXTRA_RESERVATION = "com.parcelnest.app.extra.RESERVATION"
        const val EXTRA_LOCKER = "com.parcelnest.app.extra.LOCKER"
        const val EXTRA_RECIPIENT = "com.parcelnest.app.extra.RECIPIENT"
    }
}

/** Rewrites the export files after every sync (started by the app's sync schedule, never by a tool). */
class ExportService : Service() {
    override fun onBind(intent: Intent): IBinder? = null

    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
        val db = ParcelDb.open(this)
        ExportFiles.write(ExportFiles.dir(this), ExportFiles.HISTORY, db.historyJson())
        ExportFiles.write(ExportFiles.dir(this), ExportFiles.RESERVATIONS, db.reservationsJson())
        stopSelf(startId)
        return START_NOT_STICKY
    }
}

/** The export files ExportService writes and the export tools hand over. */
object ExportFiles {
    const val HISTORY = "history.json"
    const val RESERVATIONS = "reservations.json"

    fun dir(ctx: Context): File = File(ctx.filesDir, "exports")

    fun history(ctx: Context): File? = File(dir(ctx), HISTORY).takeIf { it.isFile }

    fun reservations(ctx: Context): File? = File(dir(ctx), RESERVATIONS).takeIf { it.isFile }

    fun write(dir: File, name: String, json: String) {
        dir.mkdirs()
        val part = File(dir, "$name.part")
        part.writeText(json)
        if (!part.renameTo(File(dir, name))) Log.w(TAG, "could not replace $name")
    }
}
