package com.example.r27d;
public final class BuildConfig { public static final boolean DEBUG = Boolean.parseBoolean("true"); }
