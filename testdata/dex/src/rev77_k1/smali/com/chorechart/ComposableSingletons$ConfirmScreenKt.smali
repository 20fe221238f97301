.class public final Lcom/chorechart/ComposableSingletons$ConfirmScreenKt;
.super Ljava/lang/Object;
.source "ConfirmScreen.kt"

.field public static final INSTANCE:Lcom/chorechart/ComposableSingletons$ConfirmScreenKt;
.field private static final lambda$1190434551:Lkotlin/jvm/functions/Function3;
.field private static final lambda$1733205462:Lkotlin/jvm/functions/Function3;

.method private constructor <init>()V
    .registers 1
    .line 60
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getLambda$1190434551$app_debug()Lkotlin/jvm/functions/Function3;
    .registers 2
    .line 61
    sget-object v0, Lcom/chorechart/ComposableSingletons$ConfirmScreenKt;->lambda$1190434551:Lkotlin/jvm/functions/Function3;
    return-object v0
.end method

.method public final getLambda$1733205462$app_debug()Lkotlin/jvm/functions/Function3;
    .registers 2
    .line 71
    sget-object v0, Lcom/chorechart/ComposableSingletons$ConfirmScreenKt;->lambda$1733205462:Lkotlin/jvm/functions/Function3;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Lcom/chorechart/ComposableSingletons$ConfirmScreenKt;
    invoke-direct {v0}, Lcom/chorechart/ComposableSingletons$ConfirmScreenKt;-><init>()V
    sput-object v0, Lcom/chorechart/ComposableSingletons$ConfirmScreenKt;->INSTANCE:Lcom/chorechart/ComposableSingletons$ConfirmScreenKt;
    .line 61
    const v0, 0x46f496f7
    const/4 v1, 0x0
    sget-object v2, Lcom/chorechart/ComposableSingletons$ConfirmScreenKt$lambda$1190434551$1;->INSTANCE:Lcom/chorechart/ComposableSingletons$ConfirmScreenKt$lambda$1190434551$1;
    invoke-static {v0, v1, v2}, Landroidx/compose/runtime/internal/ComposableLambdaKt;->composableLambdaInstance(IZLjava/lang/Object;)Landroidx/compose/runtime/internal/ComposableLambda;
    move-result-object v0
    sput-object v0, Lcom/chorechart/ComposableSingletons$ConfirmScreenKt;->lambda$1190434551:Lkotlin/jvm/functions/Function3;
    .line 71
    const v0, 0x674e9dd6
    const/4 v1, 0x0
    sget-object v2, Lcom/chorechart/ComposableSingletons$ConfirmScreenKt$lambda$1733205462$1;->INSTANCE:Lcom/chorechart/ComposableSingletons$ConfirmScreenKt$lambda$1733205462$1;
    invoke-static {v0, v1, v2}, Landroidx/compose/runtime/internal/ComposableLambdaKt;->composableLambdaInstance(IZLjava/lang/Object;)Landroidx/compose/runtime/internal/ComposableLambda;
    move-result-object v0
    sput-object v0, Lcom/chorechart/ComposableSingletons$ConfirmScreenKt;->lambda$1733205462:Lkotlin/jvm/functions/Function3;
    return-void
.end method

