.class public final synthetic Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/fernhill/stockroom/core/PluginProvider;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/fernhill/stockroom/core/PluginProvider;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda2;->f$0:Lcom/fernhill/stockroom/core/PluginProvider;

    iput-object p2, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda2;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda2;->f$0:Lcom/fernhill/stockroom/core/PluginProvider;

    iget-object v1, p0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda2;->f$1:Ljava/lang/String;

    check-cast p1, Ljava/lang/Throwable;

    invoke-virtual {v0, v1, p1}, Lcom/fernhill/stockroom/core/PluginProvider;->lambda$startOperation$3$com-fernhill-stockroom-core-PluginProvider(Ljava/lang/String;Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
