# see Cfg.smali
.class public final Lcom/example/demo/StrictCfg;
.super Lcom/example/demo/Cfg;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Lcom/example/demo/Cfg;-><init>()V
    return-void
.end method
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 2
    check-cast p1, Lcom/example/demo/Spec;
    invoke-static {p1}, Lcom/example/demo/P;->Good$lambda(Lcom/example/demo/Spec;)Lkotlin/Unit;
    move-result-object p1
    return-object p1
.end method
