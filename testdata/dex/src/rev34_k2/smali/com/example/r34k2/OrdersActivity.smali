.class public final Lcom/example/r34k2/OrdersActivity;
.super Landroid/app/Activity;
.source "Notify.kt"

.method public constructor <init>()V
    .registers 1
    .line 43
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method
