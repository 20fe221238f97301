# D8 lambda class, see P.smali
.class public final synthetic Lcom/example/o6/P$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Ljava/util/function/Consumer;
.field public static final synthetic INSTANCE:Lcom/example/o6/P$$ExternalSyntheticLambda4;
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/o6/P$$ExternalSyntheticLambda4;
    invoke-direct {v0}, Lcom/example/o6/P$$ExternalSyntheticLambda4;-><init>()V
    sput-object v0, Lcom/example/o6/P$$ExternalSyntheticLambda4;->INSTANCE:Lcom/example/o6/P$$ExternalSyntheticLambda4;
    return-void
.end method
.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final accept(Ljava/lang/Object;)V
    .registers 3
    check-cast p1, [Ljava/lang/String;
    invoke-static {p1}, Lcom/example/o6/P;->lambda$m3$0([Ljava/lang/String;)V
    return-void
.end method
