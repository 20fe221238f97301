.class public final Lcom/copperwick/receipts/ReceiptsToolProvider;
.super Lcom/copperwick/cetp/CopperToolProvider;
.source "ReceiptsToolProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 8
    new-instance v0, Lcom/copperwick/receipts/ReceiptsModule;

    invoke-direct {v0}, Lcom/copperwick/receipts/ReceiptsModule;-><init>()V

    invoke-direct {p0, v0}, Lcom/copperwick/cetp/CopperToolProvider;-><init>(Lcom/copperwick/cetp/Module;)V

    .line 9
    return-void
.end method
