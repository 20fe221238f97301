.class public final synthetic Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/scanbox/share/ShareToolProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/scanbox/share/ShareToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda3;->f$0:Lcom/scanbox/share/ShareToolProvider;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda3;->f$0:Lcom/scanbox/share/ShareToolProvider;

    check-cast p1, Lcom/scanbox/cetp/Invocation;

    invoke-virtual {v0, p1}, Lcom/scanbox/share/ShareToolProvider;->lambda$execute$3$com-scanbox-share-ShareToolProvider(Lcom/scanbox/cetp/Invocation;)Lcom/scanbox/cetp/Attempt;

    move-result-object v0

    return-object v0
.end method
