.class public final synthetic Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/chores/ChoreRepository;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/chores/ChoreRepository;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/chores/ChoreRepository;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/chores/ChoreRepository;

    invoke-virtual {v0}, Lcom/hearthboard/chores/ChoreRepository;->lambda$tasksForCallingMember$0$com-hearthboard-chores-ChoreRepository()Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method
