package app.kestrel.notes.cetp

import android.content.Context

/** Scopes the user granted to each assistant package in Kestrel's settings ("assistant_grants", comma-separated). */
class Grants(context: Context) {
    private val prefs = context.getSharedPreferences("assistant_grants", Context.MODE_PRIVATE)

    fun missing(pkg: String, needed: List<String>): List<String> {
        val granted = (prefs.getString(pkg, "") ?: "").split(',').map(String::trim).toSet()
        return needed.filterNot(granted::contains)
    }
}

/** Redacted audit trail: caller UID, tool, request id, outcome. */
object Audit {
    private val recent = ArrayDeque<String>()

    @Synchronized
    fun record(uid: Int, tool: String, requestId: String, outcome: String) {
        val line = "uid=" + uid + " tool=" + tool + " request=" + requestId + " outcome=" + outcome
        recent.addLast(line)
        if (recent.size > 200) recent.removeFirst()
        android.util.Log.i(TAG, line)
    }
}

/** Per-UID read counters (metering only). */
object Meter {
    private val reads = java.util.concurrent.ConcurrentHashMap<Int, Int>()

    fun hit(uid: Int) {
        reads.merge(uid, 1) { a, b -> a + b }
    }
}
