package com.plotshare

import android.app.Activity
import android.os.Bundle

class ReleasePlotActivity : Activity() {
    override fun onCreate(b: Bundle?) { super.onCreate(b); setResult(RESULT_OK); finish() }
}

class DropPlotActivity : Activity() {
    override fun onCreate(b: Bundle?) { super.onCreate(b); setResult(RESULT_OK); finish() }
}

class LeavePlotActivity : Activity() {
    override fun onCreate(b: Bundle?) { super.onCreate(b); setResult(RESULT_OK); finish() }
}

class MovePlotActivity : Activity() {
    override fun onCreate(b: Bundle?) { super.onCreate(b); setResult(RESULT_OK); finish() }
}

class SkipTurnActivity : Activity() {
    override fun onCreate(b: Bundle?) { super.onCreate(b); setResult(RESULT_OK); finish() }
}

class SwapTurnActivity : Activity() {
    override fun onCreate(b: Bundle?) { super.onCreate(b); setResult(RESULT_OK); finish() }
}
