.class public final synthetic Lcom/kitelog/KiteApp$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

.field public final synthetic f$0:Lcom/kitelog/KiteApp;

.method public synthetic constructor <init>(Lcom/kitelog/KiteApp;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/kitelog/KiteApp$$ExternalSyntheticLambda0;->f$0:Lcom/kitelog/KiteApp;
    return-void
.end method

.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/kitelog/KiteApp$$ExternalSyntheticLambda0;->f$0:Lcom/kitelog/KiteApp;
    move-object v1, p1
    check-cast v1, Lorg/koin/core/KoinApplication;
    invoke-static {v0, v1}, Lcom/kitelog/KiteApp;->onCreate$lambda$0(Lcom/kitelog/KiteApp;Lorg/koin/core/KoinApplication;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
