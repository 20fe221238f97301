package io.quillkit.notes.cetp

import io.quillkit.notes.core.JsonBuilder
import io.quillkit.notes.core.buildJson
import org.json.JSONArray
import org.json.JSONObject

class Scope(val name: String, val title: String, val access: String, val sensitivity: String)

class ToolSpec(
    val name: String,
    val title: String,
    val description: String,
    val effect: String,
    val risk: String,
    val confirmation: String,
    val destructive: Boolean,
    val idempotent: Boolean,
    val scopes: List<String>,
    val input: JSONObject,
    val output: JSONObject,
) {
    val mutating: Boolean get() = effect != "read"

    fun toJson(): JSONObject = buildJson {
        "name" by name
        "title" by title
        "description" by description
        "input_schema" by input
        "output_schema" by output
        strings("scopes", scopes)
        obj("annotations") {
            "effect" by effect
            "risk" by risk
            "destructive" by destructive
            "idempotent" by idempotent
            "open_world" by false
            "confirmation" by confirmation
            "execution" by "sync"
        }
    }
}

/** `objectSchema { prop("title", "string") }`: a closed object schema. */
fun objectSchema(block: SchemaBuilder.() -> Unit): JSONObject {
    val builder = SchemaBuilder()
    builder.block()
    return builder.build()
}

class SchemaBuilder {
    private val props = JSONObject()
    private val required = JSONArray()

    fun prop(name: String, type: String, isRequired: Boolean = true, extra: JsonBuilder.() -> Unit = {}) {
        val schema = buildJson(extra)
        schema.put("type", type)
        props.put(name, schema)
        if (isRequired) required.put(name)
    }

    fun build(): JSONObject = JSONObject()
        .put("type", "object")
        .put("properties", props)
        .put("required", required)
        .put("additionalProperties", false)
}

fun providerInfoJson(id: String, name: String, description: String, scopes: List<Scope>): JSONObject {
    val array = JSONArray()
    for (s in scopes) {
        array.put(buildJson {
            "name" by s.name
            "title" by s.title
            "access" by s.access
            "sensitivity" by s.sensitivity
        })
    }
    return buildJson {
        "provider_id" by id
        "provider_name" by name
        "description" by description
        "schema_dialect" by "https://json-schema.org/draft/2020-12/schema"
        "scopes" by array
    }
}

fun toolListJson(revision: String, tools: List<ToolSpec>): JSONObject {
    val array = JSONArray()
    for (t in tools) array.put(t.toJson())
    return buildJson {
        "revision" by revision
        "tools" by array
    }
}
