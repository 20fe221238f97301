.class public final Lcom/example/r36j1/ReturnParcelActivity;
.super Lcom/example/r36j1/ParcelConfirmActivity;
.source "ReturnParcelActivity.java"


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 4
    invoke-direct {p0}, Lcom/example/r36j1/ParcelConfirmActivity;-><init>()V

    return-void
.end method
