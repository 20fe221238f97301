package com.example.r30k4

import org.json.JSONObject

class NoteRequest(private val args: JSONObject) {
    val note: String get() = args.optString("note")
    val force: Boolean by lazy(LazyThreadSafetyMode.NONE) { args.optBoolean("force") }
    val dryRun: Boolean by lazy(LazyThreadSafetyMode.PUBLICATION) { args.optBoolean("dry_run") }
}

class Pending(val uid: Int, val note: String)
