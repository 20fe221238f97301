.class public final synthetic Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda5;
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

    iput-object p1, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda5;->f$0:Lcom/scanbox/share/ShareToolProvider;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda5;->f$0:Lcom/scanbox/share/ShareToolProvider;

    check-cast p1, Ljava/lang/Throwable;

    invoke-virtual {v0, p1}, Lcom/scanbox/share/ShareToolProvider;->lambda$execute$7$com-scanbox-share-ShareToolProvider(Ljava/lang/Throwable;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method
