.class public final Lcom/trailmix/PackListActivity;
.super Lcom/trailmix/ConfirmActivity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {p0}, Lcom/trailmix/ConfirmActivity;-><init>()V
    return-void
.end method
