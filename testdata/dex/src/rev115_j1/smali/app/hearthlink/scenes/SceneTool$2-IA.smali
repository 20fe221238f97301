.class public final synthetic Lapp/hearthlink/scenes/SceneTool$2-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
