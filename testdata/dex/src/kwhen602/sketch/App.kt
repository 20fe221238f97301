package com.kw

import android.app.Activity
import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import kotlin.properties.ReadOnlyProperty
import kotlin.reflect.KProperty

class ConfirmActivity : Activity()

/** Every branch names a component: explicit whichever `when` takes. */
fun namedScreen(kind: Int, ctx: Context): Intent = when (kind) {
    0 -> Intent(ctx, ConfirmActivity::class.java)
    1 -> Intent().setClassName("com.kw", "com.kw.ConfirmActivity")
    else -> Intent(ctx, ConfirmActivity::class.java).putExtra("second", "yes")
}

/** One branch resolves by its action only. */
fun looseScreen(kind: Int, ctx: Context): Intent = when (kind) {
    0 -> Intent(ctx, ConfirmActivity::class.java)
    else -> Intent("com.kw.CONFIRM")
}

/** One extra of the request, read by the getter lambda it is given. */
class Extra(private val key: String, private val read: Bundle.(String) -> String?) : ReadOnlyProperty<Req, String?> {
    override fun getValue(thisRef: Req, property: KProperty<*>): String? = thisRef.extras.read(key)
}

class Req(val extras: Bundle) {
    val sessionToken: String? by Extra("session_token") { getString(it) }
    val toolName: String? by Extra("tool_name") { getString(it) }
}

/** A name kept for the log: made with the key, never reads by it. */
class Label(val key: String)

class KwProvider : ContentProvider() {
    override fun onCreate(): Boolean = true
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val req = Req(extras ?: Bundle())
        if (Binder.getCallingUid() != 10234) return Bundle()
        if (method == "negotiate") return Bundle()
        if (req.sessionToken != "s-1") return Bundle().apply { putString("error_code", "NEGOTIATION_REQUIRED") }
        if (method != "execute_tool") return Bundle()
        val ctx = context!!
        return when (req.toolName) {
            "pay" -> ask(ctx, namedScreen(extras!!.getInt("kind"), ctx))
            else -> ask(ctx, looseScreen(extras!!.getInt("kind"), ctx))
        }
    }

    private fun ask(ctx: Context, intent: Intent): Bundle = Bundle().apply {
        putString("error_code", "USER_ACTION_REQUIRED")
        putParcelable("resolution", PendingIntent.getActivity(ctx, 1, intent, PendingIntent.FLAG_IMMUTABLE))
        putString("resume_token", "r-1")
    }

    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?): Int = 0
}

class LabelProvider : ContentProvider() {
    private val label = Label("session_token")
    override fun onCreate(): Boolean = true
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        if (Binder.getCallingUid() != 10234) return Bundle()
        Log.d("kw", "expects " + label.key)
        return when (method) {
            "negotiate" -> Bundle()
            "execute_tool" -> Bundle().apply { putString("result", "{}") }
            else -> Bundle()
        }
    }

    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?): Int = 0
}
