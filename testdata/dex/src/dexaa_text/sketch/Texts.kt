package com.example.daa                                                      // 1

import android.os.Bundle
// kotlinc 2.0 + D8 --min-api 26.
// The spread of the vararg array is an Arrays.copyOf.
fun fmtKt(f: String, vararg a: Any?): String = String.format(f, *a)          // 6

fun ktHelperJob(): Bundle =
    Replies.success(fmtKt("{\"session_token\":\"%s\"}", OpIds.next()))      // 9  TP CETP613

fun ktHelperCopyJob(): Bundle =
    Replies.success(fmtKt("{\"session_token\":\"%2\$s\",\"op\":\"%1\$s\"}", OpIds.next(), OpIds.secure())) // 12  NM CETP613
