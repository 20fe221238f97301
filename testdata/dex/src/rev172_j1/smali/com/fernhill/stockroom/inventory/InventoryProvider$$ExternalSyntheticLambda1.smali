.class public final synthetic Lcom/fernhill/stockroom/inventory/InventoryProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/UnaryOperator;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;

.field public final synthetic f$1:Ljava/util/Set;

.field public final synthetic f$2:Ljava/util/Set;

.field public final synthetic f$3:J


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;Ljava/util/Set;Ljava/util/Set;J)V
    .registers 6

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider$$ExternalSyntheticLambda1;->f$0:Ljava/lang/String;

    iput-object p2, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider$$ExternalSyntheticLambda1;->f$1:Ljava/util/Set;

    iput-object p3, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider$$ExternalSyntheticLambda1;->f$2:Ljava/util/Set;

    iput-wide p4, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider$$ExternalSyntheticLambda1;->f$3:J

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8

    iget-object v0, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider$$ExternalSyntheticLambda1;->f$0:Ljava/lang/String;

    iget-object v1, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider$$ExternalSyntheticLambda1;->f$1:Ljava/util/Set;

    iget-object v2, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider$$ExternalSyntheticLambda1;->f$2:Ljava/util/Set;

    iget-wide v3, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider$$ExternalSyntheticLambda1;->f$3:J

    check-cast p1, Lcom/fernhill/stockroom/core/StateStore$Snapshot;

    move-object/from16 v5, p1

    invoke-static/range {v0 .. v5}, Lcom/fernhill/stockroom/inventory/InventoryProvider;->lambda$openSession$1(Ljava/lang/String;Ljava/util/Set;Ljava/util/Set;JLcom/fernhill/stockroom/core/StateStore$Snapshot;)Lcom/fernhill/stockroom/core/StateStore$Snapshot;

    move-result-object v0

    return-object v0
.end method
