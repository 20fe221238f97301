.class public final synthetic Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;

.field public static final synthetic INSTANCE:Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda3;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda3;
    invoke-direct {v0}, Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda3;-><init>()V
    sput-object v0, Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda3;
    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 2
    check-cast p1, Ljava/lang/Integer;
    invoke-static {p1}, Lcom/lendshed/lending/LendingProvider;->lambda$giveBack$2(Ljava/lang/Integer;)Ljava/lang/Boolean;
    move-result-object p1
    return-object p1
.end method
