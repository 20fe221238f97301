.class public final Landroidx/activity/OnBackPressedDispatcher;
.super Ljava/lang/Object;
.source "OnBackPressedDispatcher.java"


.method public constructor <init>()V
    .registers 1
    .line 2
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public addCallback(Landroidx/activity/OnBackPressedCallback;)V
    .registers 2
    .line 3
    return-void
.end method

