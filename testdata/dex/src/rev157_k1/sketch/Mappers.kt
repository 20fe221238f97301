package com.brightmoor.pantry

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import org.json.JSONArray
import org.json.JSONObject

fun ItemEntity.toReply(): JSONObject =
    JSONObject().put("id", id).put("name", name).put("category", category).put("quantity", quantity)

fun List<ItemEntity>.toReply(): JSONObject {
    val array = JSONArray()
    for (item in this) array.put(item.toReply())
    return JSONObject().put("items", array)
}

fun ListEntity.toReply(): JSONObject =
    JSONObject().put("id", id).put("name", name).put("items", items).put("synced", error == null)

fun ReplayEntity.toReply(requestId: String) =
    envelope(requestId, "success").apply { putString("data", reply) }

/** The pantry's removal screen, by class. */
fun Pending.toRemovalResolution(ctx: Context): PendingIntent {
    val intent = Intent(ctx, ConfirmRemovalActivity::class.java)
        .putExtra(EXTRA_TOKEN, token)
        .putExtra(EXTRA_SUMMARY, summary)
    return PendingIntent.getActivity(ctx, token.hashCode(), intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
}

/** The order screen, by its action within this app. */
fun Pending.toOrderResolution(ctx: Context): PendingIntent {
    val intent = Intent(ACTION_CONFIRM_ORDER)
        .setPackage(ctx.packageName)
        .putExtra(EXTRA_TOKEN, token)
        .putExtra(EXTRA_SUMMARY, summary)
    return PendingIntent.getActivity(ctx, token.hashCode(), intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
}
