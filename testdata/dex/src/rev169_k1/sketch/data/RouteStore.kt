package app.trailmark.logbook.data

import android.content.ContentValues
import android.database.Cursor
import android.os.Binder
import org.json.JSONObject
import java.io.File

data class Route(val id: Long, val name: String, val distanceM: Int, val difficulty: String, val trackPath: String?) {
    fun toJson(): JSONObject = JSONObject()
        .put("id", id)
        .put("name", name)
        .put("distance_m", distanceM)
        .put("difficulty", difficulty)
        .put("has_track", trackPath != null)
}

interface RouteStore {
    fun list(limit: Int): List<Route>
    fun find(id: Long): Route?
    fun save(name: String, distanceM: Int, difficulty: String): Long
    fun rename(id: Long, name: String): Boolean
    fun delete(id: Long): Boolean
}

class SqlRouteStore(private val db: TrailDb) : RouteStore {
    private val Cursor.route: Route
        get() = Route(getLong(0), getString(1), getInt(2), getString(3), if (isNull(4)) null else getString(4))

    override fun list(limit: Int): List<Route> =
        db.readableDatabase.query("routes", COLUMNS, null, null, null, null, "created_at DESC", "$limit")
            .use { c -> buildList { while (c.moveToNext()) add(c.route) } }

    override fun find(id: Long): Route? =
        db.readableDatabase.query("routes", COLUMNS, "id = ?", arrayOf("$id"), null, null, null)
            .use { c -> if (c.moveToFirst()) c.route else null }

    override fun save(name: String, distanceM: Int, difficulty: String): Long {
        val values = ContentValues().apply {
            put("name", name)
            put("distance_m", distanceM)
            put("difficulty", difficulty)
            put("created_at", System.currentTimeMillis())
        }
        return db.writableDatabase.insertOrThrow("routes", null, values)
    }

    override fun rename(id: Long, name: String): Boolean {
        val values = ContentValues().apply { put("name", name) }
        return db.writableDatabase.update("routes", values, "id = ?", arrayOf("$id")) == 1
    }

    override fun delete(id: Long): Boolean {
        val track = find(id)?.trackPath
        val removed = db.writableDatabase.delete("routes", "id = ?", arrayOf("$id")) == 1
        if (removed && track != null) File(track).delete()
        return removed
    }

    private companion object {
        val COLUMNS = arrayOf("id", "name", "distance_m", "difficulty", "track_path")
    }
}

/** Writes an audit row for every route that is deleted; all other calls go to the inner store unchanged. */
class AuditedRouteStore(private val inner: RouteStore, private val audit: AuditLog) : RouteStore by inner {
    override fun delete(id: Long): Boolean {
        val removed = inner.delete(id)
        if (removed) audit.record(Binder.getCallingUid(), "delete_route", "route/$id")
        return removed
    }
}
