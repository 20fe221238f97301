# D8 lambda class, see P.smali
.class public final synthetic Lcom/example/o6/P$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Ljava/util/function/Function;
.field public final synthetic f$0:Lcom/example/o6/P;
.method public synthetic constructor <init>(Lcom/example/o6/P;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/o6/P$$ExternalSyntheticLambda5;->f$0:Lcom/example/o6/P;
    return-void
.end method

.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/example/o6/P$$ExternalSyntheticLambda5;->f$0:Lcom/example/o6/P;
    check-cast p1, [Ljava/lang/String;
    invoke-virtual {v0, p1}, Lcom/example/o6/P;->lambda$m5$0([Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method
