.class public final Lcom/kw/ConfirmActivity;
.super Landroid/app/Activity;
.source "App.kt"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 17
    invoke-direct {v1}, Landroid/app/Activity;-><init>()V
    return-void
.end method

