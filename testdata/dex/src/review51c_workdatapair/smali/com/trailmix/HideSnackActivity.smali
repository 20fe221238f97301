.class public final Lcom/trailmix/HideSnackActivity;
.super Lcom/trailmix/ConfirmActivity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {p0}, Lcom/trailmix/ConfirmActivity;-><init>()V
    return-void
.end method
