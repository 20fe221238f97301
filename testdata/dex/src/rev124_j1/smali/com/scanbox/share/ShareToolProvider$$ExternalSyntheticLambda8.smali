.class public final synthetic Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda8;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/scanbox/share/ShareToolProvider;

.field public final synthetic f$1:Lcom/scanbox/cetp/Handler;

.field public final synthetic f$2:Lcom/scanbox/cetp/Attempt;


# direct methods
.method public synthetic constructor <init>(Lcom/scanbox/share/ShareToolProvider;Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Attempt;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda8;->f$0:Lcom/scanbox/share/ShareToolProvider;

    iput-object p2, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda8;->f$1:Lcom/scanbox/cetp/Handler;

    iput-object p3, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda8;->f$2:Lcom/scanbox/cetp/Attempt;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda8;->f$0:Lcom/scanbox/share/ShareToolProvider;

    iget-object v1, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda8;->f$1:Lcom/scanbox/cetp/Handler;

    iget-object v2, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda8;->f$2:Lcom/scanbox/cetp/Attempt;

    invoke-virtual {v0, v1, v2}, Lcom/scanbox/share/ShareToolProvider;->lambda$execute$4$com-scanbox-share-ShareToolProvider(Lcom/scanbox/cetp/Handler;Lcom/scanbox/cetp/Attempt;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method
