package com.example.r31j2;

import android.app.Activity;
import android.content.Intent;
import android.os.Bundle;
import android.util.Log;

public class PayeeActivity extends Activity {
    @Override protected void onCreate(Bundle state) {
        super.onCreate(state);
        String payee = getIntent().getStringExtra("payee");
        Log.i("payee", "confirm payment to " + payee);
    }
    // android:onClick="onPay" in the layout
    public void onPay() {
        startActivity(new Intent(this, HomeActivity.class));
    }
}
