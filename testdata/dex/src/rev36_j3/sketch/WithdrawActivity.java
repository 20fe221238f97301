package com.example.r36j3;

import android.app.Activity;
import android.os.Bundle;
import android.view.View;
import android.widget.Button;

// "Withdraw claim?" confirmation.
public final class WithdrawActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        Button withdraw = new Button(this);
        withdraw.setText("Withdraw claim " + getIntent().getStringExtra("claim_id"));
        withdraw.setOnClickListener(new View.OnClickListener() {
            @Override
            public void onClick(View v) {
                setResult(RESULT_OK);
                finish();
            }
        });
        setContentView(withdraw);
    }
}
