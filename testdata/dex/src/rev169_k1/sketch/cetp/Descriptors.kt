package app.trailmark.logbook.cetp

import org.json.JSONArray
import org.json.JSONObject

enum class Effect(val wire: String, val mutating: Boolean) {
    READ("read", false),
    CREATE("create", true),
    UPDATE("update", true),
    DELETE("delete", true),
}

enum class Risk(val wire: String) { LOW("low"), MODERATE("moderate"), HIGH("high") }

enum class Confirmation(val wire: String) { NEVER("never"), PROVIDER_POLICY("provider_policy"), ALWAYS("always") }

class Scope(val name: String, val title: String, val description: String, val write: Boolean) {
    fun toJson(): JSONObject = JSONObject()
        .put("name", name)
        .put("title", title)
        .put("description", description)
        .put("access", if (write) "write" else "read")
        .put("sensitivity", "personal")
}

class ToolSpec(
    val name: String,
    val title: String,
    val description: String,
    val effect: Effect,
    val scopes: List<String>,
    val input: JSONObject,
    val output: JSONObject,
    val risk: Risk = Risk.LOW,
    val confirmation: Confirmation = Confirmation.NEVER,
    val destructive: Boolean = false,
    val mayRunAsync: Boolean = false,
) {
    init {
        require(name.matches(Regex("[a-z][a-z0-9_]{0,63}"))) { "bad tool name $name" }
        check(confirmation == Confirmation.ALWAYS || !(effect == Effect.DELETE || destructive || risk == Risk.HIGH)) {
            "$name must ask every time"
        }
    }

    fun toJson(asyncNegotiated: Boolean): JSONObject = JSONObject()
        .put("name", name)
        .put("title", title)
        .put("description", description)
        .put("input_schema", input)
        .put("output_schema", output)
        .put("scopes", JSONArray(scopes))
        .put(
            "annotations",
            JSONObject()
                .put("effect", effect.wire)
                .put("risk", risk.wire)
                .put("destructive", destructive)
                .put("idempotent", effect == Effect.READ)
                .put("open_world", false)
                .put("confirmation", confirmation.wire)
                .put("execution", if (mayRunAsync && asyncNegotiated) "sync_or_async" else "sync"),
        )
}

/** A provider's tools by name: a read-only Map view over its specs. */
class ToolBook(specs: List<ToolSpec>) : Map<String, ToolSpec> by specs.associateBy({ it.name })

fun prop(type: String, vararg extra: Pair<String, Any>): JSONObject =
    JSONObject().put("type", type).apply { for ((key, value) in extra) put(key, value) }

fun objectSchema(properties: Map<String, JSONObject>, required: List<String> = emptyList()): JSONObject =
    JSONObject()
        .put("type", "object")
        .put("properties", JSONObject(properties))
        .put("required", JSONArray(required))
        .put("additionalProperties", false)

fun providerInfo(id: String, name: String, description: String, scopes: List<Scope>): JSONObject = JSONObject()
    .put("provider_id", id)
    .put("provider_name", name)
    .put("description", description)
    .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
    .put("scopes", JSONArray(scopes.map { it.toJson() }))

fun toolList(revision: String, book: ToolBook, asyncNegotiated: Boolean): JSONObject = JSONObject()
    .put("revision", revision)
    .put("tools", JSONArray(book.values.map { it.toJson(asyncNegotiated) }))
