package app.larder.kitchen.cetp

import org.json.JSONArray
import org.json.JSONObject

enum class Effect(val wire: String, val mutating: Boolean) {
    READ("read", false), CREATE("create", true), UPDATE("update", true), DELETE("delete", true)
}

enum class Risk(val wire: String) { LOW("low"), MODERATE("moderate"), HIGH("high") }

enum class Confirmation(val wire: String) { NEVER("never"), PROVIDER_POLICY("provider_policy"), ALWAYS("always") }

data class ScopeSpec(val name: String, val title: String, val description: String, val access: String, val sensitivity: String) {
    fun toJson(): JSONObject = JSONObject()
        .put("name", name).put("title", title).put("description", description)
        .put("access", access).put("sensitivity", sensitivity)
}

/** One tool's descriptor (§3.3, §3.4). */
data class ToolSpec(
    val name: String,
    val title: String,
    val description: String,
    val input: JSONObject,
    val output: JSONObject,
    val scopes: List<String>,
    val effect: Effect,
    val risk: Risk = Risk.LOW,
    val confirmation: Confirmation = Confirmation.NEVER,
    val destructive: Boolean = false,
    val idempotent: Boolean = false,
    val mayRunAsync: Boolean = false,
) {
    fun toJson(asyncNegotiated: Boolean): JSONObject = JSONObject()
        .put("name", name)
        .put("title", title)
        .put("description", description)
        .put("input_schema", input)
        .put("output_schema", output)
        .put("scopes", JSONArray(scopes))
        .put("annotations", JSONObject().apply {
            put("effect", effect.wire)
            put("risk", risk.wire)
            put("destructive", destructive)
            put("idempotent", idempotent)
            put("open_world", false)
            put("confirmation", confirmation.wire)
            put("execution", if (mayRunAsync && asyncNegotiated) "sync_or_async" else "sync")
        })
}

fun prop(type: String, extra: JSONObject.() -> Unit = {}): JSONObject = JSONObject().put("type", type).apply(extra)

/** A closed object schema: the named properties only. */
fun objectSchema(vararg properties: Pair<String, JSONObject>, required: List<String> = emptyList()): JSONObject =
    JSONObject()
        .put("type", "object")
        .put("properties", JSONObject().apply { properties.forEach { (name, schema) -> put(name, schema) } })
        .put("required", JSONArray(required))
        .put("additionalProperties", false)

fun arrayProp(items: JSONObject): JSONObject = JSONObject().put("type", "array").put("items", items)

fun providerInfo(providerId: String, name: String, description: String, scopes: List<ScopeSpec>): JSONObject = JSONObject()
    .put("provider_id", providerId)
    .put("provider_name", name)
    .put("description", description)
    .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
    .put("scopes", JSONArray(scopes.map { it.toJson() }))

fun toolList(revision: String, tools: Collection<ToolSpec>, asyncNegotiated: Boolean): JSONObject = JSONObject()
    .put("revision", revision)
    .put("tools", JSONArray(tools.map { it.toJson(asyncNegotiated) }))
