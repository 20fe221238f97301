package com.example.r35j1;

public final class RenewActivity extends ConfirmActivity {
    @Override
    String label() {
        return "Renew this loan";
    }
}
