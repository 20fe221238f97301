package com.tidemark.invoices

import android.content.ContentValues
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import org.json.JSONObject

/** A query whose values are bound as arguments. */
fun SQLiteDatabase.cursor(sql: String, vararg args: String): Cursor = rawQuery(sql, args)

/** Every row of the cursor through row; the cursor is closed after. */
inline fun <T> Cursor.mapRows(row: (Cursor) -> T): List<T> = use { c ->
    val out = ArrayList<T>(c.count)
    while (c.moveToNext()) out.add(row(c))
    out
}

/** The first row through row, or null; the cursor is closed after. */
inline fun <T> Cursor.firstOrNull(row: (Cursor) -> T): T? = use { c -> if (c.moveToFirst()) row(c) else null }

fun Cursor.text(column: String): String? {
    val index = getColumnIndexOrThrow(column)
    return if (isNull(index)) null else getString(index)
}

fun Cursor.long(column: String): Long = getLong(getColumnIndexOrThrow(column))

fun Cursor.int(column: String): Int = getInt(getColumnIndexOrThrow(column))

fun Cursor.event(aggregate: String): Event? =
    Event.parse(aggregate, text("type").orEmpty(), JSONObject(text("payload") ?: "{}"))

fun Cursor.invoiceSummary(): JSONObject = JSONObject().put("invoice_id", text("id")).put("number", text("number"))
    .put("customer", text("customer")).put("total_cents", long("total_cents")).put("status", text("status"))

fun Cursor.exportSummary(): JSONObject = JSONObject().put("export_id", text("id")).put("status", text("status"))
    .put("rows", int("rows")).put("created_at_ms", long("created_at"))

fun Cursor.ledgerLine(): String = listOf(text("number"), text("customer"), long("total_cents").toString(), text("status"))
    .joinToString(",") { (it ?: "").replace(",", " ") }

fun Cursor.operationRow(): OperationRow = OperationRow(
    id = text("id").orEmpty(),
    ownerUid = int("owner_uid"),
    requestId = text("request_id").orEmpty(),
    state = text("state").orEmpty(),
    current = int("current"),
    total = int("total"),
    message = text("message"),
    resultPath = text("result_path"),
    errorCode = text("error_code"),
    errorMessage = text("error_message"),
)

fun Cursor.outboxItem(): OutboxItem = OutboxItem(
    id = long("id"),
    kind = text("kind").orEmpty(),
    aggregate = text("aggregate").orEmpty(),
    operationId = text("operation_id").orEmpty(),
    ownerUid = int("owner_uid"),
    payload = text("payload") ?: "{}",
    cancelRequested = text("state") == "cancel_requested",
)

/** ContentValues from pairs; null values become SQL NULL. */
fun valuesOf(vararg pairs: Pair<String, Any?>): ContentValues {
    val values = ContentValues()
    for ((key, value) in pairs) values.putValue(key, value)
    return values
}

fun ContentValues.putValue(key: String, value: Any?) {
    when (value) {
        null -> putNull(key)
        is String -> put(key, value)
        is Int -> put(key, value)
        is Long -> put(key, value)
        else -> put(key, value.toString())
    }
}

inline fun <T> SQLiteDatabase.transaction(block: SQLiteDatabase.() -> T): T {
    beginTransaction()
    try {
        val result = block()
        setTransactionSuccessful()
        return result
    } finally {
        endTransaction()
    }
}
