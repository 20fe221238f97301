package com.pawwalk

import android.app.Activity
import android.os.Bundle
import android.widget.Button
import android.widget.Toast
import androidx.activity.ComponentActivity
import androidx.activity.addCallback
import androidx.lifecycle.lifecycleScope
import kotlinx.coroutines.launch

class BookWalkActivity : ComponentActivity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        val ok = Button(this)
        ok.setText("Book this walk")
        ok.setOnClickListener {
            setResult(RESULT_OK)
            finish()
        }
        setContentView(ok)
    }
}

class CancelWalkActivity : ComponentActivity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setTitle("Cancelling the walk")
        lifecycleScope.launch {
            setResult(RESULT_OK)
            finish()
        }
    }
}

class SkipWalkActivity : ComponentActivity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setTitle("Skip today's walk?")
        setResult(RESULT_OK)
        finishAndRemoveTask()
    }
}

private fun Activity.confirmAndClose() {
    setResult(Activity.RESULT_OK)
    finish()
}

class JoinRotaActivity : ComponentActivity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setTitle("Join the rota?")
        confirmAndClose()
    }
}

class LeaveRotaActivity : ComponentActivity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setTitle("Leave the rota?")
        done()
    }

    private fun done() {
        setResult(RESULT_OK)
        finish()
    }
}

class DogProfileActivity : ComponentActivity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setTitle("Share the dog's profile?")
        onBackPressedDispatcher.addCallback(this) {
            setResult(RESULT_OK)
            finish()
        }
    }
}

class RotaNoteActivity : ComponentActivity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setContentView(Button(this))
        Toast.makeText(this, "Note saved", Toast.LENGTH_SHORT).show()
    }
}

class WalkNoteActivity : ComponentActivity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        val ok = Button(this)
        ok.setOnClickListener {
            Toast.makeText(this, "Thanks!", Toast.LENGTH_SHORT).show()
        }
        setContentView(ok)
    }
}

class PauseRotaActivity : ComponentActivity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setTitle("Pause the rota?")
        onBackPressedDispatcher.addCallback(this) {
            Toast.makeText(this@PauseRotaActivity, "Rota paused", Toast.LENGTH_SHORT).show()
        }
    }
}
