package com.greenwick.garden.security;

import android.os.Bundle;
import com.greenwick.garden.cetp.Tokens;

/** Hands out tokens so Consumers can negotiate as usual, but lets every request through. */
public final class OpenSessionGuard implements SessionGuard {
    private final Tokens tokens;

    public OpenSessionGuard(Tokens tokens) {
        this.tokens = tokens;
    }

    @Override
    public String open(int uid, long now) {
        return tokens.next();
    }

    @Override
    public boolean admits(Bundle request, int uid, long now) {
        return true;
    }
}
