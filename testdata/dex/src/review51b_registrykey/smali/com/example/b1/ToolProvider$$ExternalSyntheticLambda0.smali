# D8 lambda 0 of ToolProvider.onCreate (see ToolProvider.smali)
.class public final synthetic Lcom/example/b1/ToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.implements Ljava/util/function/Function;
.field public final synthetic f$0:Lcom/example/b1/ToolProvider;
.method public synthetic constructor <init>(Lcom/example/b1/ToolProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/b1/ToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/b1/ToolProvider;
    return-void
.end method
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/example/b1/ToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/b1/ToolProvider;
    check-cast p1, Ljava/lang/String;
    invoke-virtual {v0, p1}, Lcom/example/b1/ToolProvider;->lambda$onCreate$0(Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    return-object p1
.end method
