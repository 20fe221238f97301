# D8's class for the lambda of the local `by lazy` at ToolProvider.kt:9
# (kotlinc 2 emits invokedynamic; D8 desugars it; sketch beside ToolProvider.smali).
.class public final synthetic Lcom/example/dlg/ToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public static final synthetic INSTANCE:Lcom/example/dlg/ToolProvider$$ExternalSyntheticLambda0;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/dlg/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/dlg/ToolProvider$$ExternalSyntheticLambda0;-><init>()V
    sput-object v0, Lcom/example/dlg/ToolProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/example/dlg/ToolProvider$$ExternalSyntheticLambda0;
    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 2
    invoke-static {}, Lcom/example/dlg/ToolProvider;->call$lambda$0()Ljava/util/Random;
    move-result-object v0
    return-object v0
.end method
