package app.larder.home.cetp

import org.json.JSONArray
import org.json.JSONObject

class Scope(val name: String, val title: String, val description: String, val access: String, val sensitivity: String) {
    fun toJson(): JSONObject = JSONObject()
        .put("name", name)
        .put("title", title)
        .put("description", description)
        .put("access", access)
        .put("sensitivity", sensitivity)
}

class Annotations(
    val effect: String,
    val risk: String,
    val destructive: Boolean,
    val idempotent: Boolean,
    val confirmation: String,
    val mayRunAsync: Boolean = false,
) {
    val mutating: Boolean get() = effect != "read"

    fun toJson(asyncNegotiated: Boolean): JSONObject = JSONObject()
        .put("effect", effect)
        .put("risk", risk)
        .put("destructive", destructive)
        .put("idempotent", idempotent)
        .put("open_world", false)
        .put("confirmation", confirmation)
        .put("execution", if (mayRunAsync && asyncNegotiated) "sync_or_async" else "sync")
}

class ToolDescriptor(
    val name: String,
    val title: String,
    val description: String,
    val inputSchema: String,
    val outputSchema: String,
    val scopes: List<String>,
    val annotations: Annotations,
) {
    fun toJson(asyncNegotiated: Boolean): JSONObject = JSONObject()
        .put("name", name)
        .put("title", title)
        .put("description", description)
        .put("input_schema", JSONObject(inputSchema))
        .put("output_schema", JSONObject(outputSchema))
        .put("scopes", JSONArray().also { arr -> scopes.forEach { arr.put(it) } })
        .put("annotations", annotations.toJson(asyncNegotiated))
}

fun providerInfo(id: String, name: String, description: String, scopes: List<Scope>): JSONObject = JSONObject()
    .put("provider_id", id)
    .put("provider_name", name)
    .put("description", description)
    .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
    .put("scopes", JSONArray().also { arr -> scopes.forEach { arr.put(it.toJson()) } })

fun toolList(revision: String, tools: Collection<ToolDescriptor>, asyncNegotiated: Boolean): JSONObject {
    val arr = JSONArray()
    for (t in tools) arr.put(t.toJson(asyncNegotiated))
    return JSONObject().put("revision", revision).put("tools", arr)
}
