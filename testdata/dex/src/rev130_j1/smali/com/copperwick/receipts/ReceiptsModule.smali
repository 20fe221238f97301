.class public final Lcom/copperwick/receipts/ReceiptsModule;
.super Ljava/lang/Object;
.source "ReceiptsModule.java"

# interfaces
.implements Lcom/copperwick/cetp/Module;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public confirmations(Landroid/content/Context;Lcom/copperwick/config/Settings;Lcom/copperwick/data/Tickets;)Lcom/copperwick/cetp/Confirmations;
    .registers 13

    .line 33
    const-string v1, "receipts.confirm_package"

    const-string v2, "receipts.confirm_class"

    const-string v3, "com.copperwick.pocket"

    const-string v4, "com.copperwick.pocket.ApproveActivity"

    invoke-virtual {p2, v1, v2, v3, v4}, Lcom/copperwick/config/Settings;->component(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/content/ComponentName;

    move-result-object v7

    .line 35
    const-string v0, "secure"

    invoke-static {v0}, Lcom/copperwick/config/TokenFactories;->get(Ljava/lang/String;)Lcom/copperwick/config/TokenFactories$Generator;

    move-result-object v8

    .line 36
    new-instance v0, Lcom/copperwick/cetp/Confirmations;

    const-string v6, "receipts.token_length"

    invoke-virtual {p2, v6}, Lcom/copperwick/config/Settings;->tokenLength(Ljava/lang/String;)I

    move-result v5

    move-object v1, v0

    move-object v2, p1

    move-object v3, p3

    move-object v4, v8

    move-object v6, v7

    invoke-direct/range {v1 .. v6}, Lcom/copperwick/cetp/Confirmations;-><init>(Landroid/content/Context;Lcom/copperwick/data/Tickets;Lcom/copperwick/config/TokenFactories$Generator;ILandroid/content/ComponentName;)V

    return-object v0
.end method

.method public key()Ljava/lang/String;
    .registers 2

    .line 19
    const-string v0, "receipts"

    return-object v0
.end method

.method public seed(Lcom/copperwick/config/Settings;)V
    .registers 4

    .line 25
    const-string v0, "receipts.confirm_package"

    const-string v1, "com.copperwick.pocket"

    invoke-virtual {p1, v0, v1}, Lcom/copperwick/config/Settings;->seed(Ljava/lang/String;Ljava/lang/String;)V

    .line 26
    const-string v0, "receipts.confirm_class"

    const-string v1, "com.copperwick.pocket.ApproveActivity"

    invoke-virtual {p1, v0, v1}, Lcom/copperwick/config/Settings;->seed(Ljava/lang/String;Ljava/lang/String;)V

    .line 27
    const-string v0, "receipts.token_length"

    const/16 v1, 0x20

    invoke-virtual {p1, v0, v1}, Lcom/copperwick/config/Settings;->seed(Ljava/lang/String;I)V

    .line 28
    const-string v0, "receipts.require_confirmation"

    const/4 v1, 0x1

    invoke-virtual {p1, v0, v1}, Lcom/copperwick/config/Settings;->seed(Ljava/lang/String;Z)V

    .line 29
    return-void
.end method

.method public tools(Lcom/copperwick/cetp/Container;Ljava/util/Map;)V
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/copperwick/cetp/Container;",
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/copperwick/cetp/Tool;",
            ">;)V"
        }
    .end annotation

    .line 41
    new-instance v2, Lcom/copperwick/receipts/ReceiptsTools;

    invoke-direct {v2, p1}, Lcom/copperwick/receipts/ReceiptsTools;-><init>(Lcom/copperwick/cetp/Container;)V

    .line 42
    invoke-static {v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/copperwick/receipts/ReceiptsModule$$ExternalSyntheticLambda0;

    invoke-direct {v1, v2}, Lcom/copperwick/receipts/ReceiptsModule$$ExternalSyntheticLambda0;-><init>(Lcom/copperwick/receipts/ReceiptsTools;)V

    const-string v0, "list_receipts"

    invoke-interface {p2, v0, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 43
    invoke-static {v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/copperwick/receipts/ReceiptsModule$$ExternalSyntheticLambda1;

    invoke-direct {v1, v2}, Lcom/copperwick/receipts/ReceiptsModule$$ExternalSyntheticLambda1;-><init>(Lcom/copperwick/receipts/ReceiptsTools;)V

    const-string v0, "edit_receipt"

    invoke-interface {p2, v0, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 44
    invoke-static {v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/copperwick/receipts/ReceiptsModule$$ExternalSyntheticLambda2;

    invoke-direct {v1, v2}, Lcom/copperwick/receipts/ReceiptsModule$$ExternalSyntheticLambda2;-><init>(Lcom/copperwick/receipts/ReceiptsTools;)V

    const-string v0, "export_receipts"

    invoke-interface {p2, v0, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 45
    invoke-static {v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/copperwick/receipts/ReceiptsModule$$ExternalSyntheticLambda3;

    invoke-direct {v1, v2}, Lcom/copperwick/receipts/ReceiptsModule$$ExternalSyntheticLambda3;-><init>(Lcom/copperwick/receipts/ReceiptsTools;)V

    const-string v0, "sync_receipts"

    invoke-interface {p2, v0, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 46
    invoke-static {v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/copperwick/receipts/ReceiptsModule$$ExternalSyntheticLambda4;

    invoke-direct {v1, v2}, Lcom/copperwick/receipts/ReceiptsModule$$ExternalSyntheticLambda4;-><init>(Lcom/copperwick/receipts/ReceiptsTools;)V

    const-string v0, "delete_receipts"

    invoke-interface {p2, v0, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 47
    return-void
.end method
