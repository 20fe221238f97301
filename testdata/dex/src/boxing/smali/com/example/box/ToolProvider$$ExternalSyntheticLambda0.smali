# D8's class for the lambda of `by lazy` at ToolProvider.kt:4 (kotlinc 2
# emits invokedynamic; D8 desugars it and boxes the Int the lambda's
# method returns, as LambdaMetafactory would; sketch beside ToolProvider.smali).
.class public final synthetic Lcom/example/box/ToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public static final synthetic INSTANCE:Lcom/example/box/ToolProvider$$ExternalSyntheticLambda0;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/box/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/box/ToolProvider$$ExternalSyntheticLambda0;-><init>()V
    sput-object v0, Lcom/example/box/ToolProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/example/box/ToolProvider$$ExternalSyntheticLambda0;
    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 2
    invoke-static {}, Lcom/example/box/ToolProvider;->lazyFlags_delegate$lambda$0()I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method
