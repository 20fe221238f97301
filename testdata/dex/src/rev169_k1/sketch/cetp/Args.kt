package app.trailmark.logbook.cetp

import org.json.JSONObject

/** The args object as a Map, for the `by map` views below. A missing key throws NoSuchElementException. */
fun JSONObject.asMap(): Map<String, Any?> = buildMap { for (key in keys()) put(key, opt(key)) }

private val DAY = Regex("[0-9]{4}-[0-9]{2}-[0-9]{2}")

class RouteRef(map: Map<String, Any?>) {
    private val id: Number by map

    val routeId: Long get() = id.toLong().also { require(it > 0) { "id" } }
}

class SaveRouteArgs(map: Map<String, Any?>) {
    val name: String by map
    private val distance: Number by map
    val difficulty: String by map

    val distanceM: Int get() = distance.toInt().also { require(it in 1..1_000_000) { "distance" } }

    fun validated(): SaveRouteArgs = apply {
        require(name.isNotBlank() && name.length <= 80) { "name" }
        require(difficulty in DIFFICULTIES) { "difficulty" }
    }

    companion object {
        val DIFFICULTIES = listOf("easy", "moderate", "hard", "alpine")
    }
}

class RenameArgs(map: Map<String, Any?>) {
    private val id: Number by map
    val name: String by map

    val routeId: Long get() = id.toLong().also { require(it > 0) { "id" } }
    val newName: String get() = name.trim().also { require(it.isNotEmpty() && it.length <= 80) { "name" } }
}

class EntryRef(map: Map<String, Any?>) {
    private val id: Number by map

    val entryId: Long get() = id.toLong().also { require(it > 0) { "id" } }
}

class NewEntryArgs(map: Map<String, Any?>) {
    val text: String by map

    fun validated(): NewEntryArgs = apply { require(text.isNotBlank() && text.length <= 2000) { "text" } }
}

/** `{"day": "2026-11-30"}` */
class DayArgs(map: Map<String, Any?>) {
    val day: String by map

    fun validated(): DayArgs = apply { require(day.matches(DAY)) { "day" } }
}

/** `{"before": "2026-01-01"}`: archive entries written before that day (UTC). */
class ArchiveArgs(map: Map<String, Any?>) {
    private val before: String by map

    val cutoffMs: Long
        get() {
            require(before.matches(DAY)) { "before" }
            return java.time.LocalDate.parse(before).toEpochDay() * 86_400_000L
        }
}
