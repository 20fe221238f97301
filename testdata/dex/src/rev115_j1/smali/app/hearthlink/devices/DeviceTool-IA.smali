.class public final synthetic Lapp/hearthlink/devices/DeviceTool-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
