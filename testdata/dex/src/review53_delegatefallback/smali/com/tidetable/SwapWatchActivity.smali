.class public final Lcom/tidetable/SwapWatchActivity;
.super Lcom/tidetable/ConfirmActivity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {v0}, Lcom/tidetable/ConfirmActivity;-><init>()V
    return-void
.end method

