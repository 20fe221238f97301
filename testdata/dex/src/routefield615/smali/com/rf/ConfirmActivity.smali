.class public final Lcom/rf/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 6
    invoke-direct {v1}, Landroid/app/Activity;-><init>()V
    return-void
.end method

