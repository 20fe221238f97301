.class public final synthetic Lcom/fernhill/stockroom/inventory/InventoryProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/fernhill/stockroom/inventory/StockItems;


# direct methods
.method public synthetic constructor <init>(Lcom/fernhill/stockroom/inventory/StockItems;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider$$ExternalSyntheticLambda0;->f$0:Lcom/fernhill/stockroom/inventory/StockItems;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider$$ExternalSyntheticLambda0;->f$0:Lcom/fernhill/stockroom/inventory/StockItems;

    check-cast p1, Ljava/lang/String;

    invoke-static {v0, p1}, Lcom/fernhill/stockroom/inventory/InventoryProvider;->lambda$onCreate$0(Lcom/fernhill/stockroom/inventory/StockItems;Ljava/lang/String;)Ljava/io/File;

    move-result-object v0

    return-object v0
.end method
