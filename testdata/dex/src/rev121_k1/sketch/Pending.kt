package com.larderly

import android.app.PendingIntent
import android.content.Context
import android.content.Intent

const val EXTRA_TICKET = "resume_token"
const val EXTRA_PROMPT = "prompt"

// What a resolution PendingIntent is made of; each tool fills one in with apply { }.
class PendingSpec {
    var requestCode: Int = 0
    var intent: Intent? = null
    var flags: Int = 0

    fun activity(ctx: Context): PendingIntent {
        val target = intent ?: error("PendingSpec without an intent")
        return PendingIntent.getActivity(ctx, requestCode, target, flags)
    }
}

fun Intent.withTicket(ticket: Ticket): Intent = putExtra(EXTRA_TICKET, ticket.token)

fun Intent.withPrompt(prompt: String): Intent = putExtra(EXTRA_PROMPT, prompt)
