package com.example.r34j2;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;

public class ShiftActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        Button end = new Button(this);
        end.setText("End shift " + getIntent().getStringExtra("shift"));
        end.setOnClickListener(v -> done());
        setContentView(end);
    }

    private void done() {
        setResult(RESULT_OK);
        finish();
    }
}
