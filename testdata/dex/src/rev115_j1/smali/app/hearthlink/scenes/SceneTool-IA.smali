.class public final synthetic Lapp/hearthlink/scenes/SceneTool-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
