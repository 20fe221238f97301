.class public final synthetic Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda17;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/Supplier;


# static fields
.field public static final synthetic INSTANCE:Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda17;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda17;

    invoke-direct {v0}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda17;-><init>()V

    sput-object v0, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda17;->INSTANCE:Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda17;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 2

    invoke-static {}, Lcom/hearthlist/chores/ChoreProvider;->lambda$shareList$4()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
