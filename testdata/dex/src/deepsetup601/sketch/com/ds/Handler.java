package com.ds;

interface Handler {
    Object onRequest(String tool);
}
