package com.example.r35j2;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;

// Shows the booking change and answers the assistant's resolution.
public final class BookingConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        Button confirm = new Button(this);
        confirm.setText("Confirm " + getIntent().getStringExtra("action") + " of " + getIntent().getStringExtra("booking_id"));
        confirm.setOnClickListener(v -> answer(RESULT_OK));
        setContentView(confirm);
    }

    private void answer(int result) {
        setResult(result);
        finish();
    }
}
