.class public final Lcom/cs/WipeActivity;
.super Landroid/app/Activity;
.source "WipeActivity.java"

# instance fields
.field private shown:Z


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Landroid/app/Activity;-><init>()V
    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 4
    .line 12
    invoke-super {v2, v3}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 13
    const/4 v1, 0x1
    iput-boolean v1, v2, Lcom/cs/WipeActivity;->shown:Z
    .line 14
    return-void
.end method

