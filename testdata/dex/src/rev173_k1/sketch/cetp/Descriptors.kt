package app.quire.reader.cetp

import org.json.JSONArray
import org.json.JSONObject

enum class Effect(val wire: String, val mutating: Boolean) {
    READ("read", false), CREATE("create", true), UPDATE("update", true), DELETE("delete", true)
}

enum class Risk(val wire: String) { LOW("low"), MODERATE("moderate"), HIGH("high") }

enum class Confirmation(val wire: String) { NEVER("never"), PROVIDER_POLICY("provider_policy"), ALWAYS("always") }

class ScopeSpec(val name: String, val title: String, val description: String, val access: String, val sensitivity: String) {
    fun toJson(): JSONObject = JSONObject()
        .put("name", name).put("title", title).put("description", description)
        .put("access", access).put("sensitivity", sensitivity)
}

/** One tool's descriptor (§3.3, §3.4). */
class ToolSpec(
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
    val openWorld: Boolean = false,
    val mayRunAsync: Boolean = false,
) {
    fun toJson(asyncNegotiated: Boolean): JSONObject {
        val annotations = JSONObject()
            .put("effect", effect.wire)
            .put("risk", risk.wire)
            .put("destructive", destructive)
            .put("idempotent", idempotent)
            .put("open_world", openWorld)
            .put("confirmation", confirmation.wire)
            .put("execution", if (mayRunAsync && asyncNegotiated) "sync_or_async" else "sync")
        return JSONObject()
            .put("name", name)
            .put("title", title)
            .put("description", description)
            .put("input_schema", input)
            .put("output_schema", output)
            .put("scopes", JSONArray(scopes))
            .put("annotations", annotations)
    }
}

fun prop(type: String): JSONObject = JSONObject().put("type", type)

fun stringProp(maxLength: Int): JSONObject = prop("string").put("minLength", 1).put("maxLength", maxLength)

fun intProp(min: Int, max: Int): JSONObject = prop("integer").put("minimum", min).put("maximum", max)

/** A closed object schema: the named properties only. */
fun objectSchema(properties: Map<String, JSONObject>, required: List<String>): JSONObject {
    val props = JSONObject()
    for ((name, schema) in properties) props.put(name, schema)
    return JSONObject()
        .put("type", "object")
        .put("properties", props)
        .put("required", JSONArray(required))
        .put("additionalProperties", false)
}

fun arrayOfObjects(): JSONObject = prop("array").put("items", prop("object"))

fun providerInfo(providerId: String, name: String, description: String, scopes: List<ScopeSpec>): JSONObject {
    val list = JSONArray()
    for (scope in scopes) list.put(scope.toJson())
    return JSONObject()
        .put("provider_id", providerId)
        .put("provider_name", name)
        .put("description", description)
        .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
        .put("scopes", list)
}

fun toolList(revision: String, tools: List<ToolSpec>, asyncNegotiated: Boolean): JSONObject {
    val list = JSONArray()
    for (tool in tools) list.put(tool.toJson(asyncNegotiated))
    return JSONObject().put("revision", revision).put("tools", list)
}
