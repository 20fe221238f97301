package net.pantrybox.app.pantry

import android.content.SharedPreferences
import android.util.Log
import net.pantrybox.app.core.string
import org.json.JSONArray
import org.json.JSONObject

enum class Measure { PCS, G, KG, ML, L }

data class PantryItem(
    val id: String,
    val name: String,
    val quantity: Int,
    val measure: Measure,
    val priceCents: Long = 0L,
    val addedByUid: Int = 0,
) {
    fun toJson(): JSONObject = JSONObject()
        .put("id", id)
        .put("name", name)
        .put("quantity", quantity)
        .put("unit", measure.name.lowercase())
        .put("price_cents", priceCents)

    companion object {
        @JvmStatic
        fun fromJson(o: JSONObject): PantryItem = PantryItem(
            o.getString("id"), o.getString("name"), o.getInt("quantity"),
            Measure.valueOf(o.optString("unit", "pcs").uppercase()), o.optLong("price_cents"), o.optInt("added_by"))
    }
}

interface PantryStore {
    fun all(): List<PantryItem>
    operator fun get(id: String): PantryItem?
    operator fun contains(id: String): Boolean
    fun put(item: PantryItem)
    fun remove(id: String): Boolean
}

/** Items as one JSON array in SharedPreferences. */
class PrefsPantryStore(prefs: SharedPreferences) : PantryStore {
    private var blob: String by prefs.string("items", "[]")

    override fun all(): List<PantryItem> {
        val arr = JSONArray(blob)
        return (0 until arr.length()).map { PantryItem.fromJson(arr.getJSONObject(it)) }
    }

    override fun get(id: String): PantryItem? = all().firstOrNull { it.id == id }

    override fun contains(id: String): Boolean = get(id) != null

    @Synchronized
    override fun put(item: PantryItem) {
        val stamped = get(item.id)?.let { item.copy(addedByUid = it.addedByUid) } ?: item
        write(all().filter { it.id != item.id } + stamped)
    }

    @Synchronized
    override fun remove(id: String): Boolean {
        val items = all()
        val kept = items.filter { it.id != id }
        if (kept.size == items.size) return false
        write(kept)
        return true
    }

    private fun write(items: List<PantryItem>) {
        val arr = JSONArray()
        for (i in items) arr.put(i.toJson().put("added_by", i.addedByUid))
        blob = arr.toString()
    }
}

/** Logs every removal; everything else goes straight to [inner]. */
class AuditedPantry(private val inner: PantryStore) : PantryStore by inner {
    override fun remove(id: String): Boolean =
        inner.remove(id).also { removed -> if (removed) Log.i("Pantry", "item removed") }
}
