.class public final synthetic Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/chores/ChoreRepository;

.field public final synthetic f$1:J

.field public final synthetic f$2:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/chores/ChoreRepository;JLjava/lang/String;)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda5;->f$0:Lcom/hearthboard/chores/ChoreRepository;

    iput-wide p2, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda5;->f$1:J

    iput-object p4, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda5;->f$2:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda5;->f$0:Lcom/hearthboard/chores/ChoreRepository;

    iget-wide v1, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda5;->f$1:J

    iget-object v3, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda5;->f$2:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3}, Lcom/hearthboard/chores/ChoreRepository;->lambda$complete$5$com-hearthboard-chores-ChoreRepository(JLjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
