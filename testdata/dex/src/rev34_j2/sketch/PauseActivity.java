package com.example.r34j2;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;

public class PauseActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        Button pause = new Button(this);
        pause.setText("Pause offers for " + getIntent().getStringExtra("minutes") + " min");
        pause.setOnClickListener(v -> {
            setResult(RESULT_OK);
            finish();
        });
        setContentView(pause);
    }
}
