.class public final synthetic Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/chores/ChoreRepository;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/chores/ChoreRepository;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda3;->f$0:Lcom/hearthboard/chores/ChoreRepository;

    iput-object p2, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda3;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda3;->f$0:Lcom/hearthboard/chores/ChoreRepository;

    iget-object v1, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda3;->f$1:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/hearthboard/chores/ChoreRepository;->lambda$nextOpenChore$3$com-hearthboard-chores-ChoreRepository(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
