package com.example.r34j3.checkout;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;

// Checkout screen of the (since removed) dynamic feature module.
public class PayActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        Button pay = new Button(this);
        pay.setText("Pay and print");
        pay.setOnClickListener(v -> {
            setResult(RESULT_OK);
            finish();
        });
        setContentView(pay);
    }
}
