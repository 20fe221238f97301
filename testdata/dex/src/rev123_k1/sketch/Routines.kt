package com.hearthkit

import android.content.SharedPreferences
import org.json.JSONArray
import org.json.JSONObject
import java.util.UUID

// The household's routines, as one JSON array in the routines preferences file.
class RoutineStore(private val prefs: SharedPreferences) {
    fun all(): List<JSONObject> {
        val array = JSONArray(prefs.getString(KEY_ROUTINES, "[]"))
        return List(array.length()) { array.getJSONObject(it) }
    }

    fun addStep(routineId: String, step: JSONObject): Int {
        val routines = all()
        val routine = routines.firstOrNull { it.optString("id") == routineId } ?: throw InvalidArgs("routine_id")
        val steps = routine.optJSONArray("steps") ?: JSONArray().also { routine.put("steps", it) }
        steps.put(step)
        save(routines)
        return steps.length()
    }

    fun delete(routineId: String): Boolean {
        val routines = all()
        val kept = routines.filter { it.optString("id") != routineId }
        if (kept.size == routines.size) return false
        save(kept)
        return true
    }

    fun share(routineId: String, recipient: String, sharedBy: String): String {
        if (all().none { it.optString("id") == routineId }) throw InvalidArgs("routine_id")
        val shares = JSONArray(prefs.getString(KEY_SHARES, "[]"))
        val id = UUID.randomUUID().toString()
        shares.put(JSONObject().put("id", id).put("routine_id", routineId).put("recipient", recipient).put("shared_by", sharedBy))
        prefs.edit().putString(KEY_SHARES, shares.toString()).apply()
        return id
    }

    private fun save(routines: List<JSONObject>) {
        prefs.edit().putString(KEY_ROUTINES, JSONArray(routines).toString()).apply()
    }

    private companion object {
        const val KEY_ROUTINES = "routines"
        const val KEY_SHARES = "shares"
    }
}
