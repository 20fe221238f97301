package com.bikebus.core

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.os.Binder
import java.io.File

/** The route and marshal roster, shared by the Java and the Kotlin provider. */
object Roster {
    fun open(ctx: Context): SQLiteDatabase =
        SQLiteDatabase.openOrCreateDatabase(File(ctx.filesDir, "bikebus.db"), null)

    fun stopsByName(db: SQLiteDatabase, route: String): String {
        val c = db.rawQuery("SELECT stop, eta FROM stops WHERE route_name = '" + route + "' ORDER BY eta", null)
        val n = c.count
        c.close()
        return "{\"stops\":" + n + "}"
    }

    fun stopsById(db: SQLiteDatabase, routeId: String): String {
        val c = db.rawQuery("SELECT stop, eta FROM stops WHERE route_id = ? ORDER BY eta", arrayOf(routeId))
        val n = c.count
        c.close()
        return "{\"stops\":" + n + "}"
    }

    fun join(ctx: Context, routeId: String, child: String, uid: Int): Outcome {
        val values = ContentValues()
        values.put("route_id", routeId)
        values.put("child", child)
        values.put("joined_by", uid)
        open(ctx).insert("riders", null, values)
        return Outcome.Done("{\"joined\":true}")
    }

    fun cancelTrip(ctx: Context, tripId: String): Outcome {
        val values = ContentValues()
        values.put("status", "cancelled")
        values.put("cancelled_by", Binder.getCallingUid())
        open(ctx).update("trips", values, "id = ?", arrayOf(tripId))
        return Outcome.Done("{\"cancelled\":true}")
    }

    fun delayTrip(ctx: Context, tripId: String, requestedBy: Int): Outcome {
        val values = ContentValues()
        values.put("status", "delayed")
        values.put("delayed_by", requestedBy)
        open(ctx).update("trips", values, "id = ?", arrayOf(tripId))
        return Outcome.Done("{\"delayed\":true}")
    }

    fun checkIn(ctx: Context, shiftId: String, uid: Int): Long {
        val at = System.currentTimeMillis()
        val values = ContentValues()
        values.put("checked_in_at", at)
        values.put("checked_in_by", uid)
        open(ctx).update("shifts", values, "id = ?", arrayOf(shiftId))
        return at
    }

    fun writeReport(ctx: Context, shiftId: String, requestedBy: Int) {
        val values = ContentValues()
        values.put("shift_id", shiftId)
        values.put("requested_by", requestedBy)
        open(ctx).insert("reports", null, values)
    }

    fun release(ctx: Context, shiftId: String, uid: Int) {
        val values = ContentValues()
        values.put("marshal_uid", 0)
        values.put("released_by", uid)
        open(ctx).update("shifts", values, "id = ?", arrayOf(shiftId))
    }
}
