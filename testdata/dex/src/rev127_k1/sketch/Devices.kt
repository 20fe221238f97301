package com.hearthly

import android.content.ContentValues
import android.content.Context
import android.net.Uri
import org.json.JSONObject

data class Device(val id: String, val name: String, val room: String, val state: String) {
    fun json(): JSONObject = JSONObject().put("id", id).put("name", name).put("room", room).put("state", state)
}

data class Door(val id: String, val name: String, val locked: Boolean) {
    fun json(): JSONObject = JSONObject().put("door_id", id).put("locked", locked)
}

val DEVICES_URI: Uri = Uri.parse("content://com.hearthly.devices/devices")

class DeviceRepository(private val ctx: Context, private val db: HomeDb) {
    fun all(): List<Device> =
        db.readableDatabase.rawQuery("SELECT id, name, room, state FROM devices ORDER BY room, name", null).use { c ->
            buildList { while (c.moveToNext()) add(Device(c.getString(0), c.getString(1), c.getString(2), c.getString(3))) }
        }

    fun door(id: String): Door? =
        db.readableDatabase.rawQuery("SELECT id, name, locked FROM doors WHERE id = ?", arrayOf(id)).use { c ->
            c.takeIf { it.moveToFirst() }?.run { Door(getString(0), getString(1), getInt(2) == 1) }
        }

    /** Copies the scene's states onto its devices; answers how many changed. */
    fun applyScene(scene: String, by: Int): Int {
        val w = db.writableDatabase
        val states = w.rawQuery("SELECT device, state FROM scenes WHERE scene = ?", arrayOf(scene)).use { c ->
            buildMap { while (c.moveToNext()) put(c.getString(0), c.getString(1)) }
        }
        check(states.isNotEmpty()) { "scene $scene has no devices" }
        w.beginTransaction()
        try {
            states.forEach { (device, state) ->
                w.update("devices", ContentValues().apply { put("state", state) }, "id = ?", arrayOf(device))
            }
            w.insert("audit", null, ContentValues().apply { put("uid", by); put("tool", "set_scene"); put("ok", 1); put("at", System.currentTimeMillis()) })
            w.setTransactionSuccessful()
        } finally {
            w.endTransaction()
        }
        return states.size
    }

    fun unlock(door: Door, by: Int) {
        val row = ContentValues().apply {
            put("locked", 0)
            put("changed_by", by)
        }
        check(db.writableDatabase.update("doors", row, "id = ? AND locked = 1", arrayOf(door.id)) == 1) { "door ${door.id} changed meanwhile" }
    }

    fun setSchedule(device: String, dayC: Double, nightC: Double, by: Int) {
        val row = ContentValues().apply {
            put("device", device)
            put("day_c", dayC)
            put("night_c", nightC)
            put("set_by", by)
        }
        db.writableDatabase.insertWithOnConflict("schedules", null, row, android.database.sqlite.SQLiteDatabase.CONFLICT_REPLACE)
    }

    /** Tells the home screen's widgets; done as Hearthly, whoever called. */
    fun notifyChanged() = ctx.contentResolver.notifyChange(DEVICES_URI, null)
}
