.class public final synthetic Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/BiFunction;


# static fields
.field public static final synthetic INSTANCE:Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda3;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda3;

    invoke-direct {v0}, Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda3;-><init>()V

    sput-object v0, Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda3;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    check-cast p1, Ljava/lang/String;

    check-cast p2, Ljava/lang/Throwable;

    invoke-static {p1, p2}, Lcom/lendshed/repair/RepairProvider;->lambda$call$3(Ljava/lang/String;Ljava/lang/Throwable;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
