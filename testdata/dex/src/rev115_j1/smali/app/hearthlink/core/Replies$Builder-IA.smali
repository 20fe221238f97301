.class public final synthetic Lapp/hearthlink/core/Replies$Builder-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
