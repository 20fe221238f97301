package com.example.r31j1;

import android.util.Log;

final class Ledger {
    String lookup(String query) {
        return "{\"query\":\"" + query + "\"}";
    }
    void record(String what, int uid) {
        Log.i("ledger", what + " for " + uid);
    }
}
