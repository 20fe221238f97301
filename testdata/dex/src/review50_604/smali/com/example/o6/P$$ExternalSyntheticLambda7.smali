# D8 lambda class, see P.smali
.class public final synthetic Lcom/example/o6/P$$ExternalSyntheticLambda7;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Ljava/util/function/Predicate;
.field public static final synthetic INSTANCE:Lcom/example/o6/P$$ExternalSyntheticLambda7;
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/o6/P$$ExternalSyntheticLambda7;
    invoke-direct {v0}, Lcom/example/o6/P$$ExternalSyntheticLambda7;-><init>()V
    sput-object v0, Lcom/example/o6/P$$ExternalSyntheticLambda7;->INSTANCE:Lcom/example/o6/P$$ExternalSyntheticLambda7;
    return-void
.end method
.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final test(Ljava/lang/Object;)Z
    .registers 3
    check-cast p1, [Ljava/lang/String;
    invoke-static {p1}, Lcom/example/o6/P;->lambda$m8$0([Ljava/lang/String;)Z
    move-result p1
    return p1
.end method
