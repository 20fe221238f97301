.class public final synthetic Lcom/hearthboard/chores/MutationJournal$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/chores/MutationJournal;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Lcom/hearthboard/cetp/ToolRequest;

.field public final synthetic f$3:Lcom/hearthboard/cetp/ToolSpec;

.field public final synthetic f$4:Ljava/lang/String;

.field public final synthetic f$5:Lcom/hearthboard/rx/Single;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/chores/MutationJournal;Ljava/lang/String;Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Ljava/lang/String;Lcom/hearthboard/rx/Single;)V
    .registers 7

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/chores/MutationJournal$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/chores/MutationJournal;

    iput-object p2, p0, Lcom/hearthboard/chores/MutationJournal$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lcom/hearthboard/chores/MutationJournal$$ExternalSyntheticLambda0;->f$2:Lcom/hearthboard/cetp/ToolRequest;

    iput-object p4, p0, Lcom/hearthboard/chores/MutationJournal$$ExternalSyntheticLambda0;->f$3:Lcom/hearthboard/cetp/ToolSpec;

    iput-object p5, p0, Lcom/hearthboard/chores/MutationJournal$$ExternalSyntheticLambda0;->f$4:Ljava/lang/String;

    iput-object p6, p0, Lcom/hearthboard/chores/MutationJournal$$ExternalSyntheticLambda0;->f$5:Lcom/hearthboard/rx/Single;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 7

    iget-object v0, p0, Lcom/hearthboard/chores/MutationJournal$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/chores/MutationJournal;

    iget-object v1, p0, Lcom/hearthboard/chores/MutationJournal$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lcom/hearthboard/chores/MutationJournal$$ExternalSyntheticLambda0;->f$2:Lcom/hearthboard/cetp/ToolRequest;

    iget-object v3, p0, Lcom/hearthboard/chores/MutationJournal$$ExternalSyntheticLambda0;->f$3:Lcom/hearthboard/cetp/ToolSpec;

    iget-object v4, p0, Lcom/hearthboard/chores/MutationJournal$$ExternalSyntheticLambda0;->f$4:Ljava/lang/String;

    iget-object v5, p0, Lcom/hearthboard/chores/MutationJournal$$ExternalSyntheticLambda0;->f$5:Lcom/hearthboard/rx/Single;

    invoke-virtual/range {v0 .. v5}, Lcom/hearthboard/chores/MutationJournal;->lambda$once$0$com-hearthboard-chores-MutationJournal(Ljava/lang/String;Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Ljava/lang/String;Lcom/hearthboard/rx/Single;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method
