.class public final synthetic Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/chores/ChoreRepository;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:I


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/chores/ChoreRepository;Ljava/lang/String;I)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda6;->f$0:Lcom/hearthboard/chores/ChoreRepository;

    iput-object p2, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda6;->f$1:Ljava/lang/String;

    iput p3, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda6;->f$2:I

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda6;->f$0:Lcom/hearthboard/chores/ChoreRepository;

    iget-object v1, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda6;->f$1:Ljava/lang/String;

    iget v2, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda6;->f$2:I

    invoke-virtual {v0, v1, v2}, Lcom/hearthboard/chores/ChoreRepository;->lambda$addShoppingItem$6$com-hearthboard-chores-ChoreRepository(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
