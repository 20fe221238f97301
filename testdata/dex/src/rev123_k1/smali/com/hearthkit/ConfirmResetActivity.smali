.class public final Lcom/hearthkit/ConfirmResetActivity;
.super Lcom/hearthkit/ConfirmActivity;
.source "Activities.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 36
    invoke-direct {p0}, Lcom/hearthkit/ConfirmActivity;-><init>()V
    return-void
.end method
