.class public final Lcom/hearthkit/ui/ConfirmShareActivity;
.super Lcom/hearthkit/ConfirmActivity;
.source "ShareScreen.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Lcom/hearthkit/ConfirmActivity;-><init>()V
    return-void
.end method
