# D8 lambda class, see P.smali
.class public final synthetic Lcom/example/o6/P$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Lj$/util/function/Function;
.field public static final synthetic INSTANCE:Lcom/example/o6/P$$ExternalSyntheticLambda6;
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/o6/P$$ExternalSyntheticLambda6;
    invoke-direct {v0}, Lcom/example/o6/P$$ExternalSyntheticLambda6;-><init>()V
    sput-object v0, Lcom/example/o6/P$$ExternalSyntheticLambda6;->INSTANCE:Lcom/example/o6/P$$ExternalSyntheticLambda6;
    return-void
.end method
.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, [Ljava/lang/String;
    invoke-static {p1}, Lcom/example/o6/P;->lambda$m1$1([Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method
