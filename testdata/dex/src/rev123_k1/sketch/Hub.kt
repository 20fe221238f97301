package com.hearthkit

import org.json.JSONArray
import org.json.JSONObject
import java.io.IOException
import java.net.HttpURLConnection
import java.net.URL

// The home's hub on the local network: reads are GETs, commands are JSON POSTs.
class Hub(private val base: String) {
    fun devices(): List<JSONObject> = getArray("/api/devices")

    fun history(): List<JSONObject> = getArray("/api/history?days=30")

    fun send(device: String, op: String, body: JSONObject = JSONObject()) {
        val conn = open("/api/command")
        conn.requestMethod = "POST"
        conn.doOutput = true
        conn.setRequestProperty("Content-Type", "application/json")
        conn.outputStream.use { it.write(body.put("device", device).put("op", op).toString().toByteArray()) }
        val status = conn.responseCode
        if (status !in 200..299) throw IOException("hub answered $status")
    }

    private fun getArray(path: String): List<JSONObject> {
        val text = open(path).inputStream.bufferedReader().use { it.readText() }
        val array = JSONArray(text)
        return List(array.length()) { array.getJSONObject(it) }
    }

    private fun open(path: String): HttpURLConnection = (URL(base + path).openConnection() as HttpURLConnection).apply {
        connectTimeout = 3000
        readTimeout = 5000
    }

    companion object {
        const val DEFAULT_BASE = "http://hearthhub.local:8080"
    }
}
