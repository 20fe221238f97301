package app.tallybook.budget.cetp

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

enum class Access(val wire: String) { READ("read"), WRITE("write") }

data class Scope(
    val name: String,
    val title: String,
    val description: String,
    val access: Access,
    val sensitivity: String = "financial",
) {
    fun toJson(): JSONObject = JSONObject()
        .put("name", name)
        .put("title", title)
        .put("description", description)
        .put("access", access.wire)
        .put("sensitivity", sensitivity)
}

data class ToolSpec(
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
    val idempotent: Boolean = effect == Effect.READ,
    val openWorld: Boolean = false,
) {
    init {
        require(name.isNotEmpty() && name[0] in 'a'..'z' && name.all { it in 'a'..'z' || it in '0'..'9' || it == '_' }) {
            "tool name $name"
        }
        check(confirmation == Confirmation.ALWAYS || !(effect == Effect.DELETE || destructive || risk == Risk.HIGH)) {
            "$name needs confirmation=always"
        }
    }

    fun toJson(): JSONObject = JSONObject()
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
                .put("idempotent", idempotent)
                .put("open_world", openWorld)
                .put("confirmation", confirmation.wire)
                .put("execution", "sync"),
        )
}

fun prop(type: String, vararg extra: Pair<String, Any>): JSONObject =
    JSONObject().put("type", type).apply { for ((key, value) in extra) put(key, value) }

fun objectSchema(vararg properties: Pair<String, JSONObject>, required: List<String> = emptyList()): JSONObject =
    JSONObject()
        .put("type", "object")
        .put("properties", JSONObject().apply { for ((key, schema) in properties) put(key, schema) })
        .put("required", JSONArray(required))
        .put("additionalProperties", false)

fun listSchema(key: String, item: JSONObject): JSONObject =
    objectSchema(key to JSONObject().put("type", "array").put("items", item), required = listOf(key))

fun providerInfo(id: String, name: String, description: String, scopes: List<Scope>): JSONObject = JSONObject()
    .put("provider_id", id)
    .put("provider_name", name)
    .put("description", description)
    .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
    .put("scopes", JSONArray(scopes.map { it.toJson() }))

fun toolList(revision: String, specs: Collection<ToolSpec>): JSONObject = JSONObject()
    .put("revision", revision)
    .put("tools", JSONArray(specs.map { it.toJson() }))

/** A registry entry: a tool's descriptor and the desk method that runs it. */
data class ToolEntry<D>(val spec: ToolSpec, val run: (D, Call, JSONObject) -> ToolResult)
