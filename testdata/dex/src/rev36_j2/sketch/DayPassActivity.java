package com.example.r36j2;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;

// Day pass checkout: shows the price and records the member's approval.
public final class DayPassActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        String club = getIntent().getStringExtra("subject");
        Button pay = new Button(this);
        pay.setText("Buy a day pass for " + club);
        pay.setOnClickListener(v -> {
            getSharedPreferences("day_pass", 0).edit().putLong("approved_" + club, System.currentTimeMillis()).apply();
            pay.setText("Approved - return to your assistant");
        });
        setContentView(pay);
    }
}
