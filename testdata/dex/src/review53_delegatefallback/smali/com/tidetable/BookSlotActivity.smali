.class public final Lcom/tidetable/BookSlotActivity;
.super Lcom/tidetable/ConfirmActivity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {v0}, Lcom/tidetable/ConfirmActivity;-><init>()V
    return-void
.end method

