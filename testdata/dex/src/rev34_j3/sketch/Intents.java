package com.example.r34j3;

import android.content.Intent;

final class Intents {
    private Intents() {
    }

    // the confirmation screens resolve by action, so the skin module can replace them
    static Intent confirm(String action, String orderId) {
        return new Intent(action).putExtra("order_id", orderId);
    }
}
