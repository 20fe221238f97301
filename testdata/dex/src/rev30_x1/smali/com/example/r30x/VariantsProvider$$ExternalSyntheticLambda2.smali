.class public final synthetic Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public static final synthetic INSTANCE:Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda2;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda2;
    invoke-direct {v0}, Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda2;-><init>()V
    sput-object v0, Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda2;->INSTANCE:Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda2;
    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final run()V
    .registers 1
    invoke-static {}, Lcom/example/r30x/Replies;->noop()V
    return-void
.end method
