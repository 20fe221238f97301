# D8 lambda: s -> "archive".equals(s) ? "archive" : "notes"  (see ToolProvider.smali)
.class public final synthetic Lcom/example/a1/ToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.implements Ljava/util/function/Function;
.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 2
    check-cast p1, Ljava/lang/String;
    invoke-static {p1}, Lcom/example/a1/ToolProvider;->lambda$call$0(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method
