package com.clawseed.cetp.sdk;
public abstract class CetpAccessDecision { public static final class Allow extends CetpAccessDecision { public static final Allow INSTANCE = new Allow(); } public static final class Deny extends CetpAccessDecision { public static final Deny INSTANCE = new Deny(); } }
