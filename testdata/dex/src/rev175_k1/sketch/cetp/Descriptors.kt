package app.kestrel.notes.cetp

import org.json.JSONArray
import org.json.JSONObject

class ScopeInfo(val name: String, val title: String, val description: String, val access: String, val sensitivity: String) :
    JsonEncodable {
    override fun toJson(): JSONObject = JSONObject()
        .put("name", name).put("title", title).put("description", description)
        .put("access", access).put("sensitivity", sensitivity)
}

class Annotations(
    val effect: String,
    val risk: String,
    val confirmation: String,
    val destructive: Boolean = false,
    val idempotent: Boolean = false,
    val execution: String = "sync",
) : JsonEncodable {
    val mutating: Boolean get() = effect != "read"

    override fun toJson(): JSONObject = JSONObject()
        .put("effect", effect).put("risk", risk).put("destructive", destructive)
        .put("idempotent", idempotent).put("open_world", false)
        .put("confirmation", confirmation).put("execution", execution)
}

class ToolDescriptor(
    val name: ToolName,
    val title: String,
    val description: String,
    val inputSchema: String,
    val outputSchema: String,
    val scopes: List<String>,
    val annotations: Annotations,
) : JsonEncodable {
    override fun toJson(): JSONObject = JSONObject()
        .put("name", name.value).put("title", title).put("description", description)
        .put("input_schema", JSONObject(inputSchema)).put("output_schema", JSONObject(outputSchema))
        .put("scopes", JSONArray().also { a -> scopes.forEach { a.put(it) } })
        .put("annotations", annotations.toJson())
}

class ProviderInfo(val providerId: String, val providerName: String, val description: String, val scopes: List<ScopeInfo>) :
    JsonEncodable {
    override fun toJson(): JSONObject = JSONObject()
        .put("provider_id", providerId).put("provider_name", providerName).put("description", description)
        .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
        .put("scopes", scopes.toJsonArray())
}

class ToolList(val revision: String, val tools: List<ToolDescriptor>) : JsonEncodable {
    override fun toJson(): JSONObject = JSONObject().put("revision", revision).put("tools", tools.toJsonArray())
}

/** A closed object schema with the given properties (JSON fragments) and required names. */
fun objectSchema(required: List<String>, vararg props: Pair<String, String>): String {
    val body = props.joinToString(",") { (k, v) -> "\"" + k + "\":" + v }
    val req = required.joinToString(",") { "\"" + it + "\"" }
    return "{\"type\":\"object\",\"properties\":{" + body + "},\"required\":[" + req + "],\"additionalProperties\":false}"
}

const val STR = "{\"type\":\"string\",\"maxLength\":4000}"
const val ID = "{\"type\":\"string\",\"pattern\":\"^[0-9]{1,18}$\"}"
const val COUNT = "{\"type\":\"integer\",\"minimum\":0}"
