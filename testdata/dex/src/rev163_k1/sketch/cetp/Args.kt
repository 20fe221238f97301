package app.keelson.backup.cetp

import org.json.JSONObject

const val MAX_REQUEST_BYTES = 65536

/** The argument [key] as a [T]; an absent or mistyped one fails the require. */
inline fun <reified T : Any> JSONObject.arg(key: String): T {
    val raw = opt(key)
    require(raw is T) { key + " must be a " + T::class.java.simpleName + ", not " + raw }
    return raw
}

/** The argument [key] as a [T], or null when the Consumer left it out. */
inline fun <reified T : Any> JSONObject.optArg(key: String): T? = if (isNull(key)) null else arg<T>(key)

/** The args string of an execute_tool request as a JSON object within the negotiated size. */
fun parseArgs(raw: String?): Result<JSONObject> = runCatching {
    checkNotNull(raw) { "args is missing" }
    require(raw.toByteArray().size <= MAX_REQUEST_BYTES) { "args is larger than max_request_bytes" }
    JSONObject(raw)
}

/** The snapshot_id argument both providers take. */
fun snapshotIdOf(args: JSONObject): Result<SnapshotId> = runCatching {
    val id = SnapshotId(args.arg<Number>("snapshot_id").toLong())
    require(id.isValid) { "snapshot_id must be positive" }
    id
}
