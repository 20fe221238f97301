.class public final synthetic Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/fernhill/stockroom/core/PluginProvider;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/fernhill/stockroom/core/PluginProvider;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda0;->f$0:Lcom/fernhill/stockroom/core/PluginProvider;

    iput-object p2, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda0;->f$0:Lcom/fernhill/stockroom/core/PluginProvider;

    iget-object v1, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/PluginProvider;->lambda$startOperation$0$com-fernhill-stockroom-core-PluginProvider(Ljava/lang/String;)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method
