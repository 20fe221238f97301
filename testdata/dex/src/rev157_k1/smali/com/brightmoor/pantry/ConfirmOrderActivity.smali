.class public final Lcom/brightmoor/pantry/ConfirmOrderActivity;
.super Lcom/brightmoor/pantry/ConfirmActivity;
.source "Screens.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 31
    invoke-direct {p0}, Lcom/brightmoor/pantry/ConfirmActivity;-><init>()V

    return-void
.end method
