package com.example.dzf                                                      // 1

import android.os.Bundle

// kotlinc 2.0 + D8 --min-api 26: String.format extension, inlined; the
// spread of its vararg array is an Arrays.copyOf.
fun ktJob(): Bundle =
    Replies.success("{\"session_token\":\"%s\"}".format(OpIds.next()))     // 8  TP CETP613

fun ktCopyJob(): Bundle =
    Replies.success("{\"session_token\":\"%1\$s\",\"op\":\"%1\$s\"}".format(OpIds.secure())) // 11  NM CETP613
