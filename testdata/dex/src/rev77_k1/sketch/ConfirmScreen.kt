package com.chorechart

import androidx.compose.foundation.layout.RowScope
import androidx.compose.material3.Button
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composer
import androidx.compose.runtime.internal.composableLambdaInstance
import androidx.compose.runtime.isTraceInProgress
import androidx.compose.runtime.sourceInformation
import androidx.compose.runtime.traceEventEnd
import androidx.compose.runtime.traceEventStart
import androidx.compose.runtime.updateChangedFlags

// What the Compose compiler plugin emits for (source form):
//   @Composable fun ConfirmScreen(title: String, onConfirm: () -> Unit, onCancel: () -> Unit) {
//       Text(title)
//       Button(onClick = onConfirm) { Text("Confirm") }
//       TextButton(onClick = onCancel) { Text("Not now") }
//   }
//   @Composable fun SummaryScreen(title: String) { Text(title) }
// written out by hand (no Compose plugin on this machine): $composer / $changed parameters,
// a restart group with updateScope, sourceInformation, and the button labels as ComposableSingletons.
fun ConfirmScreen(title: String, onConfirm: Function0<Unit>, onCancel: Function0<Unit>, `$composer`: Composer, `$changed`: Int) {
    val composer = `$composer`.startRestartGroup(-1580124017)
    sourceInformation(composer, "C(ConfirmScreen)P(2,1)29@1090L11,30@1110L46,31@1163L50:ConfirmScreen.kt#3x0qdn")
    var dirty = `$changed`
    if (`$changed` and 6 == 0) dirty = dirty or (if (composer.changed(title)) 4 else 2)
    if (`$changed` and 48 == 0) dirty = dirty or (if (composer.changedInstance(onConfirm)) 32 else 16)
    if (`$changed` and 384 == 0) dirty = dirty or (if (composer.changedInstance(onCancel)) 256 else 128)
    if (dirty and 147 != 146 || !composer.skipping) {
        if (isTraceInProgress()) traceEventStart(-1580124017, dirty, -1, "com.chorechart.ConfirmScreen (ConfirmScreen.kt:24)")
        Text(title, null, 0L, 0L, null, null, null, 0L, null, null, 0L, 0, false, 0, 0, null, null, composer, dirty and 14, 0, 131070)
        Button(onConfirm, null, false, null, null, null, null, null, null, `ComposableSingletons$ConfirmScreenKt`.`lambda$1190434551`, composer, (dirty shr 3 and 14) or 805306368, 510)
        TextButton(onCancel, null, false, null, null, null, null, null, null, `ComposableSingletons$ConfirmScreenKt`.`lambda$1733205462`, composer, (dirty shr 6 and 14) or 805306368, 510)
        if (isTraceInProgress()) traceEventEnd()
    } else {
        composer.skipToGroupEnd()
    }
    val scope = composer.endRestartGroup()
    if (scope != null) scope.updateScope { c, f -> ConfirmScreen(title, onConfirm, onCancel, c, updateChangedFlags(`$changed` or 1)) }
}

fun SummaryScreen(title: String, `$composer`: Composer, `$changed`: Int) {
    val composer = `$composer`.startRestartGroup(904376229)
    sourceInformation(composer, "C(SummaryScreen)47@1802L11:ConfirmScreen.kt#3x0qdn")
    var dirty = `$changed`
    if (`$changed` and 6 == 0) dirty = dirty or (if (composer.changed(title)) 4 else 2)
    if (dirty and 3 != 2 || !composer.skipping) {
        if (isTraceInProgress()) traceEventStart(904376229, dirty, -1, "com.chorechart.SummaryScreen (ConfirmScreen.kt:44)")
        Text(title, null, 0L, 0L, null, null, null, 0L, null, null, 0L, 0, false, 0, 0, null, null, composer, dirty and 14, 0, 131070)
        if (isTraceInProgress()) traceEventEnd()
    } else {
        composer.skipToGroupEnd()
    }
    val scope = composer.endRestartGroup()
    if (scope != null) scope.updateScope { c, f -> SummaryScreen(title, c, updateChangedFlags(`$changed` or 1)) }
}

internal object `ComposableSingletons$ConfirmScreenKt` {
    internal val `lambda$1190434551`: Function3<RowScope, Composer, Int, Unit> = composableLambdaInstance(1190434551, false, { `$this$Button`: RowScope, `$composer`: Composer, `$changed`: Int ->
        sourceInformation(`$composer`, "C30@1137L17:ConfirmScreen.kt#3x0qdn")
        if (`$changed` and 17 != 16 || !`$composer`.skipping) {
            if (isTraceInProgress()) traceEventStart(1190434551, `$changed`, -1, "com.chorechart.ComposableSingletons\$ConfirmScreenKt.lambda\$1190434551.<anonymous> (ConfirmScreen.kt:30)")
            Text("Confirm", null, 0L, 0L, null, null, null, 0L, null, null, 0L, 0, false, 0, 0, null, null, `$composer`, 6, 0, 131070)
            if (isTraceInProgress()) traceEventEnd()
        } else {
            `$composer`.skipToGroupEnd()
        }
    })
    internal val `lambda$1733205462`: Function3<RowScope, Composer, Int, Unit> = composableLambdaInstance(1733205462, false, { `$this$TextButton`: RowScope, `$composer`: Composer, `$changed`: Int ->
        sourceInformation(`$composer`, "C31@1194L17:ConfirmScreen.kt#3x0qdn")
        if (`$changed` and 17 != 16 || !`$composer`.skipping) {
            if (isTraceInProgress()) traceEventStart(1733205462, `$changed`, -1, "com.chorechart.ComposableSingletons\$ConfirmScreenKt.lambda\$1733205462.<anonymous> (ConfirmScreen.kt:31)")
            Text("Not now", null, 0L, 0L, null, null, null, 0L, null, null, 0L, 0, false, 0, 0, null, null, `$composer`, 6, 0, 131070)
            if (isTraceInProgress()) traceEventEnd()
        } else {
            `$composer`.skipToGroupEnd()
        }
    })
}
