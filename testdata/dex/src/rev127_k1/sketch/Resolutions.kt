package com.hearthly

import android.app.PendingIntent
import android.content.Context
import android.content.Intent

const val EXTRA_TOKEN = "com.hearthly.extra.RESUME_TOKEN"
const val EXTRA_PROMPT = "com.hearthly.extra.PROMPT"
const val ACTION_CONFIRM_SCHEDULE = "com.hearthly.action.CONFIRM_SCHEDULE"

/** The door-lock sheet. */
val Context.lockScreen: Intent get() = Intent(this, DoorConfirmActivity::class.java)

/** The heating-schedule sheet, reached by its action so that the wall-tablet build can bring its own. */
val Context.scheduleScreen: Intent get() = Intent(ACTION_CONFIRM_SCHEDULE).setPackage(packageName)

/** The routine sheet. */
val Context.routineScreen: Intent get() = Intent(this, RoutineConfirmActivity::class.java)

val Intent.resumeToken: String? get() = getStringExtra(EXTRA_TOKEN)
val Intent.prompt: String? get() = getStringExtra(EXTRA_PROMPT)

/** Every resolution of both providers is made here: the screen, carrying the resume token and the prompt it shows. */
fun Context.resolutionFor(
    screen: Intent,
    token: String,
    prompt: String,
    flags: Int = PendingIntent.FLAG_UPDATE_CURRENT,
    requestCode: Int = token.hashCode(),
): PendingIntent = screen
    .putExtra(EXTRA_TOKEN, token)
    .putExtra(EXTRA_PROMPT, prompt)
    .let { PendingIntent.getActivity(this, requestCode, it, flags) }
