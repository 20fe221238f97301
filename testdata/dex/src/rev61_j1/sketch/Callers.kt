package com.bikebus.core

val COORDINATOR_APPS: Set<String> = setOf("com.clawseed.agent", "org.bikebus.coordinator")

fun Array<String>?.anyTrusted(): Boolean {
    if (this == null) return false
    for (p in this) {
        if (p in COORDINATOR_APPS) return true
    }
    return false
}

fun Array<String>?.allTrusted(): Boolean {
    if (this == null || this.size == 0) return false
    for (p in this) {
        if (p !in COORDINATOR_APPS) return false
    }
    return true
}
