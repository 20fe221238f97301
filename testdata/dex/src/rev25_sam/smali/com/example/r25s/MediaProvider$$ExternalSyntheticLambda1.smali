# D8's class for the fun interface lambda of mediaOwner (kotlinc 2 emits
# invokedynamic on LambdaMetafactory; the lambda captures nothing, so D8
# keeps one instance in INSTANCE).
.class public final synthetic Lcom/example/r25s/MediaProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/example/r25s/Probe;

.field public static final synthetic INSTANCE:Lcom/example/r25s/MediaProvider$$ExternalSyntheticLambda1;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r25s/MediaProvider$$ExternalSyntheticLambda1;
    invoke-direct {v0}, Lcom/example/r25s/MediaProvider$$ExternalSyntheticLambda1;-><init>()V
    sput-object v0, Lcom/example/r25s/MediaProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/example/r25s/MediaProvider$$ExternalSyntheticLambda1;
    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final look(Landroid/content/Context;)Ljava/lang/String;
    .registers 2
    invoke-static {p1}, Lcom/example/r25s/MediaProvider;->mediaOwner$lambda$0(Landroid/content/Context;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method
