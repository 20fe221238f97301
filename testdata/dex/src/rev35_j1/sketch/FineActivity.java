package com.example.r35j1;

public final class FineActivity extends ConfirmActivity {
    @Override
    String label() {
        return "Pay this fine";
    }
}
