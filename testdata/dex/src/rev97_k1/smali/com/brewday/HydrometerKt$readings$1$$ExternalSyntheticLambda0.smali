.class public final synthetic Lcom/brewday/HydrometerKt$readings$1$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/brewday/Hydrometer;
.field public final synthetic f$1:Lcom/brewday/HydrometerKt$readings$1$l$1;

.method public synthetic constructor <init>(Lcom/brewday/Hydrometer;Lcom/brewday/HydrometerKt$readings$1$l$1;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/brewday/HydrometerKt$readings$1$$ExternalSyntheticLambda0;->f$0:Lcom/brewday/Hydrometer;
    iput-object p2, p0, Lcom/brewday/HydrometerKt$readings$1$$ExternalSyntheticLambda0;->f$1:Lcom/brewday/HydrometerKt$readings$1$l$1;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/brewday/HydrometerKt$readings$1$$ExternalSyntheticLambda0;->f$0:Lcom/brewday/Hydrometer;
    iget-object v1, p0, Lcom/brewday/HydrometerKt$readings$1$$ExternalSyntheticLambda0;->f$1:Lcom/brewday/HydrometerKt$readings$1$l$1;
    invoke-static {v0, v1}, Lcom/brewday/HydrometerKt$readings$1;->invokeSuspend$lambda$0(Lcom/brewday/Hydrometer;Lcom/brewday/HydrometerKt$readings$1$l$1;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
