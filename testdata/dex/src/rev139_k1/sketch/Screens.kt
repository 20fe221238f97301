package com.larchwood.library

import android.app.Activity
import android.app.PendingIntent
import android.content.ComponentName
import android.content.Context
import android.content.Intent
import com.larchwood.library.account.SignInActivity

const val APP_ID = "com.larchwood.library"
const val EXTRA_TOKEN = "com.larchwood.library.extra.TOKEN"
const val EXTRA_PROMPT = "com.larchwood.library.extra.PROMPT"

/** A provider-side confirmation screen; [pending] is the resolution that opens it for one resume token. */
interface ConfirmScreen {
    val activity: Class<out Activity>

    /** FLAG_UPDATE_CURRENT: asking again for the same token refreshes the prompt the screen shows. */
    fun flags(): Int = PendingIntent.FLAG_UPDATE_CURRENT

    fun pending(ctx: Context, token: String, prompt: String): PendingIntent {
        val intent = Intent(ctx, activity).putExtra(EXTRA_TOKEN, token).putExtra(EXTRA_PROMPT, prompt)
        return PendingIntent.getActivity(ctx, token.hashCode(), intent, flags())
    }
}

object RenewScreen : ConfirmScreen {
    override val activity: Class<out Activity> get() = RenewActivity::class.java
}

object PaymentScreen : ConfirmScreen {
    override val activity: Class<out Activity> get() = PayFineActivity::class.java

    override fun flags(): Int = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
}

/** Where the borrower signs in. */
interface AccountScreens {
    fun signIn(ctx: Context): ComponentName

    fun signInHelp(): String
}

/** Larchwood's own sign-in screen (library card number and PIN). */
object OwnAccount : AccountScreens {
    override fun signIn(ctx: Context): ComponentName = ComponentName(ctx, SignInActivity::class.java)

    override fun signInHelp(): String = "Sign in with your library card to continue"
}

/** The council's Larchwood ID app, whose sign-in the payment side uses. */
object LarchwoodId : AccountScreens {
    const val PACKAGE = "uk.gov.larchwood.id"

    override fun signIn(ctx: Context): ComponentName = ComponentName(PACKAGE, "$PACKAGE.login.LoginActivity")

    override fun signInHelp(): String = "Sign in with Larchwood ID to manage fines and payments"
}

/** One provider's screens: sign-in from [accounts], confirmation on [confirm]. */
class ProviderUi(accounts: AccountScreens, private val confirm: ConfirmScreen) : AccountScreens by accounts {
    fun confirmation(ctx: Context, token: String, prompt: String): PendingIntent = confirm.pending(ctx, token, prompt)

    fun signInFor(ctx: Context, token: String): PendingIntent {
        val intent = Intent().setComponent(signIn(ctx)).putExtra(EXTRA_TOKEN, token).putExtra(EXTRA_PROMPT, signInHelp())
        return PendingIntent.getActivity(ctx, token.hashCode(), intent, PendingIntent.FLAG_IMMUTABLE)
    }
}
