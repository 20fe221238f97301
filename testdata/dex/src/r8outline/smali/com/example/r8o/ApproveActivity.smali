.class public Lcom/example/r8o/ApproveActivity;
.super Landroid/app/Activity;
.source "ApproveActivity.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method
