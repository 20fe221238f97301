.class public final synthetic Lcom/brambleway/AppGraph$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

# static fields
.field public static final synthetic INSTANCE:Lcom/brambleway/AppGraph$$ExternalSyntheticLambda2;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/brambleway/AppGraph$$ExternalSyntheticLambda2;
    invoke-direct {v0}, Lcom/brambleway/AppGraph$$ExternalSyntheticLambda2;-><init>()V
    sput-object v0, Lcom/brambleway/AppGraph$$ExternalSyntheticLambda2;->INSTANCE:Lcom/brambleway/AppGraph$$ExternalSyntheticLambda2;
    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2
    invoke-static {}, Lcom/brambleway/AppGraph;->db_delegate$lambda$0()Lcom/brambleway/TravelDb;
    move-result-object v0
    return-object v0
.end method
