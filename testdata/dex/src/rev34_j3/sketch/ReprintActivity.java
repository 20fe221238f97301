package com.example.r34j3;

import android.app.Activity;
import android.content.Intent;
import android.os.Bundle;
import android.view.View;
import android.widget.Button;

// Resolution UI of reprint_order.
public class ReprintActivity extends Activity {
    private String orderId;

    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        orderId = getIntent().getStringExtra("order_id");
        Button reprint = new Button(this);
        reprint.setText("Reprint order " + orderId);
        reprint.setOnClickListener(this::onReprint);
        setContentView(reprint);
    }

    void onReprint(View v) {
        getSharedPreferences("reprints", MODE_PRIVATE).edit().putBoolean(orderId, true).apply();
        startActivity(new Intent(this, OrdersActivity.class).putExtra("highlight", orderId));
    }
}
