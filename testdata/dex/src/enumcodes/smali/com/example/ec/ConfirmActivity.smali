# Kotlin sketch: class ConfirmActivity : Activity() (not exported)
.class public final Lcom/example/ec/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.kt"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method
