package com.example.r34j3;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;

public class ConfirmCancelActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        Button cancel = new Button(this);
        cancel.setText("Cancel order " + getIntent().getStringExtra("order_id"));
        cancel.setOnClickListener(v -> {
            setResult(RESULT_OK);
            finish();
        });
        setContentView(cancel);
    }
}
