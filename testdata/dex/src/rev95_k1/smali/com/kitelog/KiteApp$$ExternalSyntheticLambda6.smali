.class public final synthetic Lcom/kitelog/KiteApp$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

.field public static final synthetic INSTANCE:Lcom/kitelog/KiteApp$$ExternalSyntheticLambda6;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/kitelog/KiteApp$$ExternalSyntheticLambda6;
    invoke-direct {v0}, Lcom/kitelog/KiteApp$$ExternalSyntheticLambda6;-><init>()V
    sput-object v0, Lcom/kitelog/KiteApp$$ExternalSyntheticLambda6;->INSTANCE:Lcom/kitelog/KiteApp$$ExternalSyntheticLambda6;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    move-object v0, p1
    check-cast v0, Lorg/koin/core/module/Module;
    invoke-static {v0}, Lcom/kitelog/KiteApp;->onCreate$lambda$0$0(Lorg/koin/core/module/Module;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
