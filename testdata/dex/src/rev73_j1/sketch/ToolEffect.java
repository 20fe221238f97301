package com.clawseed.cetp.sdk;

public enum ToolEffect {
    READ, CREATE, UPDATE, DELETE
}
