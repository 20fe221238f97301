package com.hearthkit

import org.json.JSONObject

class InvalidArgs(val key: String) : IllegalArgumentException("bad or missing argument: $key")

// A read-only view of a JSON object: a tool's args, or a decision a confirmation screen recorded.
class Fields(val json: JSONObject) {
    companion object {
        fun parse(text: String): Fields = Fields(JSONObject(text))
    }
}

// args.opt<Boolean>("x"): the value when it is there and of that type.
inline fun <reified T : Any> Fields.opt(key: String): T? = json.opt(key) as? T

// args.require<String>("x"): the same, or INVALID_ARGS.
inline fun <reified T : Any> Fields.require(key: String): T = opt<T>(key) ?: throw InvalidArgs(key)

// share_routine: who is asking, so that the prompt and the share can name them. An assistant that relays a
// request for another app on the phone names that app here; otherwise it is the caller's own package.
val Fields.requester: String? get() = opt<String>("calling_package")?.takeIf { it.isNotBlank() }

// add_app_step: the app that a routine step opens.
val Fields.appPackage: String get() = require<String>("package_name").trim()
