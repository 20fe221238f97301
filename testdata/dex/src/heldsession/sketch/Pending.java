package com.example.tke;

// What every pending payment answers, whatever its kind.
interface Pending {
    boolean expired();

    String args();
}
