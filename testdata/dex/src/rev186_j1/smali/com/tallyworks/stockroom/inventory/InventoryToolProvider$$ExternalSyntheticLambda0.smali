.class public final synthetic Lcom/tallyworks/stockroom/inventory/InventoryToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/tallyworks/stockroom/cetp/MutationExecutor$Mutation;


# instance fields
.field public final synthetic f$0:Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;

.field public final synthetic f$1:Lcom/tallyworks/stockroom/cetp/ToolCall;

.field public final synthetic f$2:Lcom/tallyworks/stockroom/cetp/ToolSpec;

.field public final synthetic f$3:Lorg/json/JSONObject;


# direct methods
.method public synthetic constructor <init>(Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;

    iput-object p2, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/tallyworks/stockroom/cetp/ToolCall;

    iput-object p3, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider$$ExternalSyntheticLambda0;->f$2:Lcom/tallyworks/stockroom/cetp/ToolSpec;

    iput-object p4, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider$$ExternalSyntheticLambda0;->f$3:Lorg/json/JSONObject;

    return-void
.end method


# virtual methods
.method public final run()Landroid/os/Bundle;
    .registers 5

    iget-object v0, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;

    iget-object v1, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/tallyworks/stockroom/cetp/ToolCall;

    iget-object v2, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider$$ExternalSyntheticLambda0;->f$2:Lcom/tallyworks/stockroom/cetp/ToolSpec;

    iget-object v3, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider$$ExternalSyntheticLambda0;->f$3:Lorg/json/JSONObject;

    invoke-virtual {v0, v1, v2, v3}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->lambda$mutate$0$com-tallyworks-stockroom-inventory-InventoryToolProvider(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
