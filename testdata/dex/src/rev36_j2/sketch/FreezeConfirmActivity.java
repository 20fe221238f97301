package com.example.r36j2;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;

// "Freeze your membership?" sheet.
public final class FreezeConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        Button freeze = new Button(this);
        freeze.setText("Freeze " + getIntent().getStringExtra("subject"));
        freeze.setOnClickListener(v -> {
            setResult(RESULT_OK);
            finish();
        });
        setContentView(freeze);
    }
}
