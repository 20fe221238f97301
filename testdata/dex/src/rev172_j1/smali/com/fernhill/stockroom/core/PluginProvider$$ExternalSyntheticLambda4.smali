.class public final synthetic Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/fernhill/stockroom/core/PluginProvider;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Lcom/fernhill/stockroom/core/ToolContext;

.field public final synthetic f$3:Lcom/fernhill/stockroom/core/Tool;


# direct methods
.method public synthetic constructor <init>(Lcom/fernhill/stockroom/core/PluginProvider;Ljava/lang/String;Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda4;->f$0:Lcom/fernhill/stockroom/core/PluginProvider;

    iput-object p2, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda4;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda4;->f$2:Lcom/fernhill/stockroom/core/ToolContext;

    iput-object p4, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda4;->f$3:Lcom/fernhill/stockroom/core/Tool;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda4;->f$0:Lcom/fernhill/stockroom/core/PluginProvider;

    iget-object v1, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda4;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda4;->f$2:Lcom/fernhill/stockroom/core/ToolContext;

    iget-object v3, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda4;->f$3:Lcom/fernhill/stockroom/core/Tool;

    invoke-virtual {v0, v1, v2, v3}, Lcom/fernhill/stockroom/core/PluginProvider;->lambda$startOperation$1$com-fernhill-stockroom-core-PluginProvider(Ljava/lang/String;Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
