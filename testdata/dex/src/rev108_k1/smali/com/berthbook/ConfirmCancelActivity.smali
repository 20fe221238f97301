.class public final Lcom/berthbook/ConfirmCancelActivity;
.super Lcom/berthbook/ConfirmActivity;
.source "Activities.kt"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 39
    invoke-direct {v1}, Lcom/berthbook/ConfirmActivity;-><init>()V
    return-void
.end method

