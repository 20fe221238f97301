.class public Lcom/example/r30j2/HomeActivity;
.super Landroid/app/Activity;
.source "HomeActivity.java"

.method public constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method public onDone()V
    .registers 1
    .line 7
    invoke-virtual {p0}, Lcom/example/r30j2/HomeActivity;->finish()V
    .line 8
    return-void
.end method
