.class public final synthetic Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hearthboard/rx/Function;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/chores/ChoreRepository;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/chores/ChoreRepository;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda1;->f$0:Lcom/hearthboard/chores/ChoreRepository;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda1;->f$0:Lcom/hearthboard/chores/ChoreRepository;

    check-cast p1, Ljava/lang/Long;

    invoke-virtual {v0, p1}, Lcom/hearthboard/chores/ChoreRepository;->lambda$tasksForCallingMember$1$com-hearthboard-chores-ChoreRepository(Ljava/lang/Long;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method
