.class public final synthetic Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda25;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/LongPredicate;


# static fields
.field public static final synthetic INSTANCE:Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda25;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda25;

    invoke-direct {v0}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda25;-><init>()V

    sput-object v0, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda25;->INSTANCE:Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda25;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final test(J)Z
    .registers 4

    invoke-static {p1, p2}, Lcom/hearthlist/chores/ChoreProvider;->lambda$idsOf$10(J)Z

    move-result v0

    return v0
.end method
