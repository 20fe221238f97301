package com.example.r36j1;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;

// Confirmation screen for the locker and courier tools.
public class ParcelConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        Button yes = new Button(this);
        yes.setText(getIntent().getStringExtra("headline"));
        yes.setOnClickListener(v -> answer(RESULT_OK));
        setContentView(yes);
    }

    void answer(int result) {
        setResult(result);
        finish();
    }
}
