package io.quire.app.core

import org.json.JSONArray
import org.json.JSONObject

class Scope(val name: String, val title: String, val access: String, val sensitivity: String) {
    fun toJson(): JSONObject = JSONObject().put("name", name).put("title", title).put("description", title)
        .put("access", access).put("sensitivity", sensitivity)
}

/** One tool descriptor (§3.3, §3.4). Schemas are kept as JSON text and parsed when listed. */
class ToolSpec(
    val name: ToolName,
    val title: String,
    val description: String,
    val input: String,
    val output: String,
    val scopes: List<String>,
    val effect: String,
    val risk: String,
    val confirmation: String,
    val destructive: Boolean,
    val idempotent: Boolean,
) {
    val mutating: Boolean get() = effect != "read"

    fun toJson(): JSONObject {
        val annotations = JSONObject().put("effect", effect).put("risk", risk).put("confirmation", confirmation)
            .put("destructive", destructive).put("idempotent", idempotent).put("open_world", false)
            .put("execution", "sync")
        return JSONObject().put("name", name.value).put("title", title).put("description", description)
            .put("input_schema", JSONObject(input)).put("output_schema", JSONObject(output))
            .put("scopes", Wire.strings(scopes)).put("annotations", annotations)
    }
}

class Catalog(val revision: String, val tools: List<ToolSpec>) {
    private val byName: Map<ToolName, ToolSpec> = tools.associateBy { it.name }

    operator fun get(name: ToolName): ToolSpec? = byName[name]

    fun toJson(): JSONObject = JSONObject().put("revision", revision)
        .put("tools", tools.fold(JSONArray()) { array, t -> array.put(t.toJson()) })
}
