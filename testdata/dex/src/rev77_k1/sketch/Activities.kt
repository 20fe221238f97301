package com.chorechart

import android.os.Bundle
import android.widget.Toast
import androidx.activity.ComponentActivity
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.compose.runtime.Composer
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.internal.composableLambdaInstance
import androidx.compose.runtime.isTraceInProgress
import androidx.compose.runtime.sourceInformation
import androidx.compose.runtime.traceEventEnd
import androidx.compose.runtime.traceEventStart

// Post-Compose-plugin form of `setContent { ConfirmScreen("..", onConfirm = { .. }, onCancel = { .. }) }`:
// the content lambda is composableLambdaInstance(key, true, ..) capturing the Activity, and the click
// lambdas are remembered (strong skipping) in a replace group keyed on changedInstance(this).

// approve_chore / mark_done / skip_chore: finishes only inside the onConfirm lambda.
class ApproveChoreActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContent(content = composableLambdaInstance(-417032712, true, { `$composer`: Composer, `$changed`: Int ->
            sourceInformation(`$composer`, "C26@1108L53,27@1190L61,25@1049L203:Activities.kt#k2zq1p")
            if (`$changed` and 3 != 2 || !`$composer`.skipping) {
                if (isTraceInProgress()) traceEventStart(-417032712, `$changed`, -1, "com.chorechart.ApproveChoreActivity.onCreate.<anonymous> (Activities.kt:24)")
                `$composer`.startReplaceGroup(5004770)
                sourceInformation(`$composer`, "CC(remember):Activities.kt#9igjgp")
                val invalid = `$composer`.changedInstance(this)
                var onConfirm = `$composer`.rememberedValue()
                if (invalid || onConfirm === Composer.Empty) {
                    onConfirm = { setResult(RESULT_OK); finish() }
                    `$composer`.updateRememberedValue(onConfirm)
                }
                `$composer`.endReplaceGroup()
                `$composer`.startReplaceGroup(5004770)
                sourceInformation(`$composer`, "CC(remember):Activities.kt#9igjgp")
                val invalid2 = `$composer`.changedInstance(this)
                var onCancel = `$composer`.rememberedValue()
                if (invalid2 || onCancel === Composer.Empty) {
                    onCancel = { Toast.makeText(this, "Ask a grown-up to approve", Toast.LENGTH_SHORT).show() }
                    `$composer`.updateRememberedValue(onCancel)
                }
                `$composer`.endReplaceGroup()
                ConfirmScreen("Approve this chore?", onConfirm as Function0<Unit>, onCancel as Function0<Unit>, `$composer`, 6)
                if (isTraceInProgress()) traceEventEnd()
            } else {
                `$composer`.skipToGroupEnd()
            }
        }))
    }
}

// show_balance: the same shape (finishes inside onConfirm); declared exported in the manifest.
class BalanceActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContent(content = composableLambdaInstance(1283315530, true, { `$composer`: Composer, `$changed`: Int ->
            sourceInformation(`$composer`, "C61@2493L53,62@2575L49,60@2422L203:Activities.kt#k2zq1p")
            if (`$changed` and 3 != 2 || !`$composer`.skipping) {
                if (isTraceInProgress()) traceEventStart(1283315530, `$changed`, -1, "com.chorechart.BalanceActivity.onCreate.<anonymous> (Activities.kt:59)")
                `$composer`.startReplaceGroup(5004770)
                sourceInformation(`$composer`, "CC(remember):Activities.kt#9igjgp")
                val invalid = `$composer`.changedInstance(this)
                var onConfirm = `$composer`.rememberedValue()
                if (invalid || onConfirm === Composer.Empty) {
                    onConfirm = { setResult(RESULT_OK); finish() }
                    `$composer`.updateRememberedValue(onConfirm)
                }
                `$composer`.endReplaceGroup()
                `$composer`.startReplaceGroup(5004770)
                sourceInformation(`$composer`, "CC(remember):Activities.kt#9igjgp")
                val invalid2 = `$composer`.changedInstance(this)
                var onCancel = `$composer`.rememberedValue()
                if (invalid2 || onCancel === Composer.Empty) {
                    onCancel = { Toast.makeText(this, "Balance not shared", Toast.LENGTH_SHORT).show() }
                    `$composer`.updateRememberedValue(onCancel)
                }
                `$composer`.endReplaceGroup()
                ConfirmScreen("Share the allowance balance?", onConfirm as Function0<Unit>, onCancel as Function0<Unit>, `$composer`, 6)
                if (isTraceInProgress()) traceEventEnd()
            } else {
                `$composer`.skipToGroupEnd()
            }
        }))
    }
}

// raise_allowance: neither lambda finishes or sets a result; nothing else in the class does.
class RaiseAllowanceActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContent(content = composableLambdaInstance(-2096523851, true, { `$composer`: Composer, `$changed`: Int ->
            sourceInformation(`$composer`, "C96@3871L128,97@4028L45,95@3796L278:Activities.kt#k2zq1p")
            if (`$changed` and 3 != 2 || !`$composer`.skipping) {
                if (isTraceInProgress()) traceEventStart(-2096523851, `$changed`, -1, "com.chorechart.RaiseAllowanceActivity.onCreate.<anonymous> (Activities.kt:94)")
                `$composer`.startReplaceGroup(5004770)
                sourceInformation(`$composer`, "CC(remember):Activities.kt#9igjgp")
                val invalid = `$composer`.changedInstance(this)
                var onConfirm = `$composer`.rememberedValue()
                if (invalid || onConfirm === Composer.Empty) {
                    onConfirm = {
                        getSharedPreferences("allowance", MODE_PRIVATE).edit().putBoolean("raise_seen", true).apply()
                        Toast.makeText(this, "Raise noted", Toast.LENGTH_SHORT).show()
                    }
                    `$composer`.updateRememberedValue(onConfirm)
                }
                `$composer`.endReplaceGroup()
                `$composer`.startReplaceGroup(5004770)
                sourceInformation(`$composer`, "CC(remember):Activities.kt#9igjgp")
                val invalid2 = `$composer`.changedInstance(this)
                var onCancel = `$composer`.rememberedValue()
                if (invalid2 || onCancel === Composer.Empty) {
                    onCancel = { Toast.makeText(this, "No change", Toast.LENGTH_SHORT).show() }
                    `$composer`.updateRememberedValue(onCancel)
                }
                `$composer`.endReplaceGroup()
                ConfirmScreen("Raise the weekly allowance?", onConfirm as Function0<Unit>, onCancel as Function0<Unit>, `$composer`, 6)
                if (isTraceInProgress()) traceEventEnd()
            } else {
                `$composer`.skipToGroupEnd()
            }
        }))
    }
}

// pay_allowance: finishes only from a LaunchedEffect body (a SuspendLambda).
class PayAllowanceActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContent(content = composableLambdaInstance(632118374, true, { `$composer`: Composer, `$changed`: Int ->
            sourceInformation(`$composer`, "C133@5321L86,137@5420L36:Activities.kt#k2zq1p")
            if (`$changed` and 3 != 2 || !`$composer`.skipping) {
                if (isTraceInProgress()) traceEventStart(632118374, `$changed`, -1, "com.chorechart.PayAllowanceActivity.onCreate.<anonymous> (Activities.kt:132)")
                LaunchedEffect(Unit, {
                    setResult(RESULT_OK)
                    finish()
                }, `$composer`, 6)
                SummaryScreen("Paying the allowance…", `$composer`, 6)
                if (isTraceInProgress()) traceEventEnd()
            } else {
                `$composer`.skipToGroupEnd()
            }
        }))
    }
}

// settle_up: finishes only from a BackHandler lambda.
class SettleUpActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContent(content = composableLambdaInstance(-1843509167, true, { `$composer`: Composer, `$changed`: Int ->
            sourceInformation(`$composer`, "C157@6307L46,157@6295L58,161@6366L59:Activities.kt#k2zq1p")
            if (`$changed` and 3 != 2 || !`$composer`.skipping) {
                if (isTraceInProgress()) traceEventStart(-1843509167, `$changed`, -1, "com.chorechart.SettleUpActivity.onCreate.<anonymous> (Activities.kt:153)")
                `$composer`.startReplaceGroup(5004770)
                sourceInformation(`$composer`, "CC(remember):Activities.kt#9igjgp")
                val invalid = `$composer`.changedInstance(this)
                var onBack = `$composer`.rememberedValue()
                if (invalid || onBack === Composer.Empty) {
                    onBack = {
                        setResult(RESULT_OK)
                        finish()
                    }
                    `$composer`.updateRememberedValue(onBack)
                }
                `$composer`.endReplaceGroup()
                BackHandler(false, onBack as Function0<Unit>, `$composer`, 0, 1)
                SummaryScreen("All settled up. Go back to finish.", `$composer`, 6)
                if (isTraceInProgress()) traceEventEnd()
            } else {
                `$composer`.skipToGroupEnd()
            }
        }))
    }
}
