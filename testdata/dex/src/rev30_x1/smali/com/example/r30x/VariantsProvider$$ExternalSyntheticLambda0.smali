.class public final synthetic Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

.field public static final synthetic INSTANCE:Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda0;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda0;-><init>()V
    sput-object v0, Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda0;
    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final call()Ljava/lang/Object;
    .registers 2
    invoke-static {}, Lcom/example/r30x/VariantsProvider;->lambda$probe$0()Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method
