.class public final Lcom/example/rel/ConfirmActivity;
.super Landroid/app/Activity;
.source "r8-map-id-9f3c2a1"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method
