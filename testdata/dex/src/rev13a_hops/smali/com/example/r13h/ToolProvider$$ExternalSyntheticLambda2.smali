.class public final synthetic Lcom/example/r13h/ToolProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.implements Ljava/util/function/Supplier;
.source "D8$$SyntheticClass"

.field public final synthetic f$0:Lcom/example/r13h/ToolProvider;

.method public synthetic constructor <init>(Lcom/example/r13h/ToolProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r13h/ToolProvider$$ExternalSyntheticLambda2;->f$0:Lcom/example/r13h/ToolProvider;
    return-void
.end method

.method public final get()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/example/r13h/ToolProvider$$ExternalSyntheticLambda2;->f$0:Lcom/example/r13h/ToolProvider;
    invoke-static {v0}, Lcom/example/r13h/ToolProvider;->lambda$call$2(Lcom/example/r13h/ToolProvider;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
