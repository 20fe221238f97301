.class public final synthetic Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda10;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/Function;


# static fields
.field public static final synthetic INSTANCE:Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda10;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda10;

    invoke-direct {v0}, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda10;-><init>()V

    sput-object v0, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda10;->INSTANCE:Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda10;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 2

    check-cast p1, Ljava/lang/String;

    invoke-static {p1}, Lcom/hearthlist/sweep/SweepProvider;->lambda$askUser$7(Ljava/lang/String;)Ljava/lang/Integer;

    move-result-object p1

    return-object p1
.end method
