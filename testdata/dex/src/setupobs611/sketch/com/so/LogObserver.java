package com.so;

/** Logs every tool name; subscribed when the provider is constructed, reads no caller. */
final class LogObserver implements Bus.Observer {
    int seen;

    @Override
    public String onRequest(String tool) {
        seen++;
        return null;
    }
}
