.class public final synthetic Lapp/hearthlink/devices/DeviceTool$4-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
