.class public final Lcom/nc/ReviewActivity;
.super Landroid/app/Activity;
.source "ReviewActivity.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 6
    invoke-direct {v1}, Landroid/app/Activity;-><init>()V
    return-void
.end method

