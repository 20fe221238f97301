package com.example.r31j2;

import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;

public class ApprovalReceiver extends BroadcastReceiver {
    @Override public void onReceive(Context context, Intent intent) {
        context.getSharedPreferences("approvals", Context.MODE_PRIVATE).edit()
                .putString("last", intent.getStringExtra("tool")).apply();
    }
}
