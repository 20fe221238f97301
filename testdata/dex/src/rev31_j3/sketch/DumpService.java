package com.example.r31j3;

import android.app.IntentService;
import android.content.Intent;
import android.os.Binder;
import android.util.Log;

public class DumpService extends IntentService {
    static final String ACTION_DUMP = "com.example.r31j3.DUMP";
    static final String ACTION_DUMP_FOR = "com.example.r31j3.DUMP_FOR";

    public DumpService() {
        super("dump");
    }
    @Override protected void onHandleIntent(Intent intent) {
        int owner;
        if (ACTION_DUMP.equals(intent.getAction())) {
            owner = Binder.getCallingUid();
        } else {
            owner = intent.getIntExtra("owner", -1);
        }
        Log.i("dump", "state for " + owner);
    }
}
