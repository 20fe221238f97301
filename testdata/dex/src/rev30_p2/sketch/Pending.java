package com.example.r30p2;

final class Pending {
    final int uid;
    final String args;

    Pending(int uid, String args) {
        this.uid = uid;
        this.args = args;
    }
}
