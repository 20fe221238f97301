.class public final synthetic Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/scanbox/share/ShareToolProvider;

.field public final synthetic f$1:Lcom/scanbox/cetp/Handler;


# direct methods
.method public synthetic constructor <init>(Lcom/scanbox/share/ShareToolProvider;Lcom/scanbox/cetp/Handler;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda4;->f$0:Lcom/scanbox/share/ShareToolProvider;

    iput-object p2, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda4;->f$1:Lcom/scanbox/cetp/Handler;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda4;->f$0:Lcom/scanbox/share/ShareToolProvider;

    iget-object v1, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda4;->f$1:Lcom/scanbox/cetp/Handler;

    check-cast p1, Lcom/scanbox/cetp/Attempt;

    invoke-virtual {v0, v1, p1}, Lcom/scanbox/share/ShareToolProvider;->lambda$execute$6$com-scanbox-share-ShareToolProvider(Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Attempt;)Ljava/util/concurrent/CompletionStage;

    move-result-object v0

    return-object v0
.end method
