.class public final synthetic Lapp/hearthlink/devices/DeviceTool$3-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
