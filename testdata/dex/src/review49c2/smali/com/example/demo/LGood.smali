# D8 synthetic lambda of P.Good$lambda (non-capturing: INSTANCE)
.class public final synthetic Lcom/example/demo/LGood;
.super Ljava/lang/Object;
.implements Lkotlin/jvm/functions/Function1;
.field public static final synthetic INSTANCE:Lcom/example/demo/LGood;
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/demo/LGood;
    invoke-direct {v0}, Lcom/example/demo/LGood;-><init>()V
    sput-object v0, Lcom/example/demo/LGood;->INSTANCE:Lcom/example/demo/LGood;
    return-void
.end method
.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 2
    check-cast p1, Lcom/example/demo/Spec;
    invoke-static {p1}, Lcom/example/demo/P;->Good$lambda(Lcom/example/demo/Spec;)Lkotlin/Unit;
    move-result-object p1
    return-object p1
.end method
