package com.hearthly

import android.content.ContentValues
import android.content.Context
import android.net.Uri
import android.os.Process
import org.json.JSONArray
import org.json.JSONObject
import java.util.UUID

data class Routine(val id: String, val name: String, val steps: String, val owner: Int) {
    /** Routines made in Hearthly's own screens belong to the app and are shared by every assistant. */
    val isHousehold: Boolean get() = owner == Process.myUid()

    fun json(): JSONObject = JSONObject().put("id", id).put("name", name).put("steps", JSONArray(steps)).put("household", isHousehold)
}

val ROUTINES_URI: Uri = Uri.parse("content://com.hearthly.routines/routines")

class RoutineRepository(private val ctx: Context, private val db: HomeDb) {
    fun visibleTo(uid: Int): List<Routine> =
        db.readableDatabase.rawQuery(
            "SELECT id, name, steps, owner FROM routines WHERE owner = ? OR owner = ? ORDER BY name",
            arrayOf(uid.toString(), Process.myUid().toString()),
        ).use { c -> buildList { while (c.moveToNext()) add(c.routine()) } }

    fun find(id: String): Routine? =
        db.readableDatabase.rawQuery("SELECT id, name, steps, owner FROM routines WHERE id = ?", arrayOf(id))
            .use { c -> c.takeIf { it.moveToFirst() }?.routine() }

    fun insert(name: String, steps: JSONArray, owner: Int): String {
        val id = UUID.randomUUID().toString()
        db.writableDatabase.insertOrThrow(
            "routines",
            null,
            ContentValues().apply {
                put("id", id)
                put("name", name)
                put("steps", steps.toString())
                put("owner", owner)
                put("created", System.currentTimeMillis())
            },
        )
        return id
    }

    fun pendingRuns(routine: String): Int =
        db.readableDatabase.rawQuery("SELECT COUNT(*) FROM runs WHERE routine = ? AND at > ?", arrayOf(routine, System.currentTimeMillis().toString()))
            .use { c -> if (c.moveToFirst()) c.getInt(0) else 0 }

    /** Books one run; an app may keep at most five runs pending. */
    fun arm(routine: Routine, at: Long, requestedBy: Int): String {
        val w = db.writableDatabase
        val pending = w.rawQuery("SELECT COUNT(*) FROM runs WHERE requested_by = ? AND at > ?", arrayOf(requestedBy.toString(), System.currentTimeMillis().toString()))
            .use { c -> if (c.moveToFirst()) c.getInt(0) else 0 }
        check(pending < MAX_PENDING_RUNS) { "too many runs pending for uid $requestedBy" }
        val id = UUID.randomUUID().toString()
        w.insertOrThrow(
            "runs",
            null,
            ContentValues().apply {
                put("id", id)
                put("routine", routine.id)
                put("at", at)
                put("requested_by", requestedBy)
            },
        )
        ctx.contentResolver.notifyChange(ROUTINES_URI, null)
        return id
    }

    fun delete(id: String) {
        val w = db.writableDatabase
        w.beginTransaction()
        try {
            w.delete("runs", "routine = ?", arrayOf(id))
            w.delete("routines", "id = ?", arrayOf(id))
            w.setTransactionSuccessful()
        } finally {
            w.endTransaction()
        }
        ctx.contentResolver.notifyChange(ROUTINES_URI, null)
    }

    private fun android.database.Cursor.routine() = Routine(getString(0), getString(1), getString(2), getInt(3))

    companion object {
        const val MAX_PENDING_RUNS = 5
    }
}
