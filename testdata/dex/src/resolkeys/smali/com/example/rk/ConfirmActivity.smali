.class public final Lcom/example/rk/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"

.method public constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method
