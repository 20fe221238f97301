// rev103_k1 with one change: RequestText keeps a fallback String beside its key
// (two String fields). Every other file is rev103_k1's (testdata/dex/src/rev103_k1).
// Expected: as rev103_k1 — CETP620 at TideProvider.kt:69 (holdMooring), CETP622 naming "sailor".
package com.tidetable

import android.os.Bundle
import kotlin.properties.ReadOnlyProperty
import kotlin.reflect.KProperty
import org.json.JSONObject

class RequestFlag(private val key: String) : ReadOnlyProperty<ToolRequest, Boolean> {
    override fun getValue(thisRef: ToolRequest, property: KProperty<*>): Boolean = thisRef.args.optBoolean(key)
}

class RequestText(private val key: String, private val fallback: String) : ReadOnlyProperty<ToolRequest, String> {
    override fun getValue(thisRef: ToolRequest, property: KProperty<*>): String =
        thisRef.extras.getString(key) ?: thisRef.args.optString(key, fallback)
}

fun requestFlag(key: String) = RequestFlag(key)
fun requestText(key: String) = RequestText(key, "")

class ToolRequest(val extras: Bundle) {
    val args: JSONObject by lazy { JSONObject(extras.getString("args") ?: "{}") }
    val confirmed by requestFlag("confirmed")
    val resumeToken by requestText("resume_token")
    val boat by requestText("boat")
    val sailor by requestText("sailor")
}
