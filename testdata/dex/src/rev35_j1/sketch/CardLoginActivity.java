package com.example.r35j1;

public final class CardLoginActivity extends ConfirmActivity {
    @Override
    String label() {
        return "Sign in to your library card";
    }
}
