.class public final Lcom/tidetable/ReleaseMooringActivity;
.super Lcom/tidetable/ConfirmActivity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 19
    invoke-direct {v0}, Lcom/tidetable/ConfirmActivity;-><init>()V
    return-void
.end method

