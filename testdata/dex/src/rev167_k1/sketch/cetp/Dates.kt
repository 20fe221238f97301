package app.tallybook.budget.cetp

import java.text.SimpleDateFormat
import java.util.Calendar
import java.util.Date
import java.util.Locale

fun thisMonth(): String = SimpleDateFormat("yyyy-MM", Locale.US).format(Date())

fun today(): String = SimpleDateFormat("yyyy-MM-dd", Locale.US).format(Date())

fun previousMonth(): String = Calendar.getInstance().run {
    add(Calendar.MONTH, -1)
    SimpleDateFormat("yyyy-MM", Locale.US).format(time)
}

/** `2026-12` */
fun String.isMonth(): Boolean = length == 7 && this[4] == '-' && filterIndexed { i, _ -> i != 4 }.all { it.isDigit() }

/** `2026-12-07` */
fun String.isDay(): Boolean = length == 10 && substring(0, 7).isMonth() && this[7] == '-' &&
    substring(8).all { it.isDigit() }
