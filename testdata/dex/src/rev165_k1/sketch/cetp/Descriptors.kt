package app.quillmark.notes.cetp

import org.json.JSONArray
import org.json.JSONObject

/** A tool of one provider: what the dispatcher needs, and the descriptor list_tools shows. */
class ToolSpec(val name: String, val scope: String, val effect: String, val needs: String?, val descriptor: JSONObject) {
    val mutating: Boolean get() = effect != "read"
}

/** Builds a closed `type: object` input or output schema. */
class SchemaBuilder {
    private val properties = LinkedHashMap<String, Any>()
    private val required = ArrayList<String>()

    fun string(name: String, maxLength: Int = 256, pattern: String? = null, optional: Boolean = false) {
        properties[name] = JSONObject(buildMap {
            put("type", "string")
            put("maxLength", maxLength)
            pattern?.let { put("pattern", it) }
        })
        if (!optional) required += name
    }

    fun integer(name: String, min: Long = 1, max: Long = Long.MAX_VALUE, optional: Boolean = false) {
        properties[name] = JSONObject(buildMap {
            put("type", "integer")
            put("minimum", min)
            if (max != Long.MAX_VALUE) put("maximum", max)
        })
        if (!optional) required += name
    }

    fun oneOf(name: String, values: List<String>, optional: Boolean = true) {
        properties[name] = JSONObject().put("type", "string").put("enum", JSONArray(values))
        if (!optional) required += name
    }

    fun array(name: String, items: JSONObject, optional: Boolean = false) {
        properties[name] = JSONObject().put("type", "array").put("items", items)
        if (!optional) required += name
    }

    fun build(closed: Boolean): JSONObject = JSONObject().apply {
        put("type", "object")
        put("properties", JSONObject(properties))
        put("required", JSONArray(required))
        if (closed) put("additionalProperties", false)
    }
}

fun input(block: SchemaBuilder.() -> Unit): JSONObject = SchemaBuilder().apply(block).build(closed = true)

fun output(block: SchemaBuilder.() -> Unit): JSONObject = SchemaBuilder().apply(block).build(closed = false)

fun tool(
    name: String, title: String, description: String, scope: String, effect: String, risk: String,
    confirmation: String, inputSchema: JSONObject, outputSchema: JSONObject, destructive: Boolean = false,
    idempotent: Boolean = false, openWorld: Boolean = false, needs: String? = null,
): ToolSpec {
    val annotations = JSONObject(buildMap {
        put("effect", effect)
        put("risk", risk)
        put("destructive", destructive)
        put("idempotent", idempotent)
        put("open_world", openWorld)
        put("confirmation", confirmation)
        put("execution", if (needs == "async_operations") "sync_or_async" else "sync")
    })
    val descriptor = JSONObject(buildMap {
        put("name", name)
        put("title", title)
        put("description", description)
        put("input_schema", inputSchema)
        put("output_schema", outputSchema)
        put("scopes", JSONArray(listOf(scope)))
        put("annotations", annotations)
    })
    return ToolSpec(name, scope, effect, needs, descriptor)
}

fun scope(name: String, title: String, access: String, sensitivity: String): JSONObject =
    JSONObject().put("name", name).put("title", title).put("access", access).put("sensitivity", sensitivity)

fun providerInfo(id: String, name: String, description: String, scopes: List<JSONObject>): JSONObject =
    JSONObject().put("provider_id", id).put("provider_name", name).put("description", description)
        .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema").put("scopes", JSONArray(scopes))

/** The tools this session may see: those needing an optional capability only when it was negotiated. */
fun listing(revision: String, tools: List<ToolSpec>, session: Session): JSONObject =
    JSONObject().put("revision", revision).put("tools", JSONArray(buildList {
        tools.filter { it.needs == null || it.needs in session.capabilities }.forEach { add(it.descriptor) }
    }))
