package com.larderly

import android.content.ComponentName
import android.content.Context
import android.content.Intent

const val ACTION_QUICK_REVIEW = "com.larderly.action.QUICK_REVIEW"

// The Intents of the shopping desk's confirmation screens.
class ConfirmScreens(private val ctx: Context) {
    fun share(list: ShoppingList, share: ListCommand.Share, ticket: Ticket): Intent =
        Intent(ctx, ConfirmShareActivity::class.java).withTicket(ticket).also {
            it.withPrompt("${share.requester} wants to share \"${list.name}\" with ${share.recipient}")
            // A list that is already shared gets the screen that also lists its current recipients.
            if (list.shared) it.component = ComponentName(ctx, ConfirmReshareActivity::class.java)
        }

    fun order(list: ShoppingList, order: ListCommand.Order, ticket: Ticket): Intent =
        Intent(ctx, ReviewOrderActivity::class.java).withTicket(ticket).also {
            it.withPrompt("Order the ${list.entries} items of \"${list.name}\" through ${order.storePackage}?")
            // Short orders open whichever quick-review screen this build declares for the action.
            if (list.entries <= QUICK_REVIEW_MAX) {
                it.component = null
                it.action = ACTION_QUICK_REVIEW
                it.setPackage(ctx.packageName)
            }
        }

    fun clear(list: ShoppingList, ticket: Ticket): Intent =
        Intent(ctx, ConfirmClearActivity::class.java).withTicket(ticket)
            .withPrompt("Clear all ${list.entries} items of \"${list.name}\"?")

    private companion object {
        const val QUICK_REVIEW_MAX = 5
    }
}
