package com.hearthkit

import android.util.Log
import org.json.JSONArray
import org.json.JSONObject
import java.io.File
import java.io.IOException
import java.net.SocketTimeoutException

object ExportFiles {
    // The file name inside dir that a tool writes (the folder is made on first use).
    fun target(dir: File, name: ExportName): File {
        if (!dir.isDirectory) dir.mkdirs()
        return File(dir, name.raw)
    }
}

// export_history: the last 30 days of device events into one file of the exports folder.
class HistoryExport(private val dir: File, private val name: ExportName) {
    lateinit var file: File
        private set
    lateinit var problem: String
        private set

    fun run(rows: List<JSONObject>): Boolean = try {
        file = ExportFiles.target(dir, name)
        file.writeText(JSONArray(rows).toString())
        true
    } catch (e: IOException) {
        problem = "Export failed: " + e.message
        false
    }
}

// set_light: one brightness change sent to the hub.
class LightChange(private val hub: Hub, val device: String, val level: Int) {
    lateinit var problem: String
        private set

    fun run(): Boolean = try {
        hub.send(device, "set_level", JSONObject().put("level", level))
        true
    } catch (e: IOException) {
        Log.w("LightChange", "set_light failed", e)
        problem = if (e is SocketTimeoutException) "The hub did not answer in time" else "The hub could not change that light"
        false
    }
}
