.class public final synthetic Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Consumer;


# instance fields
.field public final synthetic f$0:Lcom/fernhill/stockroom/core/PluginProvider;

.field public final synthetic f$1:Lcom/fernhill/stockroom/core/ToolContext;


# direct methods
.method public synthetic constructor <init>(Lcom/fernhill/stockroom/core/PluginProvider;Lcom/fernhill/stockroom/core/ToolContext;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda3;->f$0:Lcom/fernhill/stockroom/core/PluginProvider;

    iput-object p2, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda3;->f$1:Lcom/fernhill/stockroom/core/ToolContext;

    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;)V
    .registers 4

    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda3;->f$0:Lcom/fernhill/stockroom/core/PluginProvider;

    iget-object v1, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda3;->f$1:Lcom/fernhill/stockroom/core/ToolContext;

    check-cast p1, Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/fernhill/stockroom/core/PluginProvider;->lambda$startOperation$4$com-fernhill-stockroom-core-PluginProvider(Lcom/fernhill/stockroom/core/ToolContext;Ljava/lang/String;)V

    return-void
.end method
