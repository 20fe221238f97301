package com.brambleway

import android.os.Bundle
import org.json.JSONException
import org.json.JSONObject
import java.security.MessageDigest
import kotlin.properties.ReadOnlyProperty
import kotlin.reflect.KProperty

/** One extra of the request Bundle, read each time the property is asked for. */
class Extra<T>(private val key: String, private val read: Bundle.(String) -> T) : ReadOnlyProperty<Request, T> {
    override fun getValue(thisRef: Request, property: KProperty<*>): T = thisRef.extras.read(key)
}

/** The extras of one ContentResolver.call(), under the names the protocol gives them. */
class Request private constructor(val method: String, val extras: Bundle) {
    val version: Int by Extra("protocol_version") { getInt(it, 1) }
    val sessionToken: String? by Extra("session_token") { getString(it) }
    val requestId: String? by Extra("request_id") { getString(it) }
    val deadlineAt: Long by Extra("deadline_at_ms") { getLong(it, 0L) }
    val toolName: String? by Extra("tool_name") { getString(it) }
    val argsText: String? by Extra("args") { getString(it) }
    val resumeToken: ResumeToken? by Extra("resume_token") { getString(it)?.let(::ResumeToken) }
    val consumerVersions: IntArray? by Extra("consumer_versions") { getIntArray(it) }

    /** The digest a resume token is bound to: the argument bytes as sent. */
    val argsDigest: String by lazy { sha256(argsText.orEmpty()) }

    fun args(): JSONObject? =
        try {
            JSONObject(argsText ?: "{}")
        } catch (e: JSONException) {
            null
        }

    companion object {
        fun of(method: String, extras: Bundle?): Request = Request(method, extras ?: Bundle())
    }
}

fun sha256(text: String): String =
    MessageDigest.getInstance("SHA-256").digest(text.toByteArray()).joinToString("") { "%02x".format(it) }
