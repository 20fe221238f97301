package com.clawseed.cetp.sdk;

public enum ToolRisk {
    LOW, MODERATE, HIGH
}
