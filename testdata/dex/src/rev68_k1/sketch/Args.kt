package com.plotshare

import android.os.Bundle
import org.json.JSONObject

inline fun <reified T> Bundle.arg(key: String): T? = get(key) as? T

fun JSONObject.toMap(): Map<String, Any?> {
    val out = LinkedHashMap<String, Any?>()
    for (k in keys()) out[k] = opt(k)
    return out
}

class WaterArgs(map: Map<String, Any?>) {
    val bed: String by map
    val plot: String by map
}
