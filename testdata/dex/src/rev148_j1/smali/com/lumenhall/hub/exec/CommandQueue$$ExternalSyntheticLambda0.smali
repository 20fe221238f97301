.class public final synthetic Lcom/lumenhall/hub/exec/CommandQueue$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/lumenhall/hub/exec/CommandQueue$Work;

.field public final synthetic f$1:Lcom/lumenhall/hub/exec/Callback;


# direct methods
.method public synthetic constructor <init>(Lcom/lumenhall/hub/exec/CommandQueue$Work;Lcom/lumenhall/hub/exec/Callback;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lumenhall/hub/exec/CommandQueue$$ExternalSyntheticLambda0;->f$0:Lcom/lumenhall/hub/exec/CommandQueue$Work;

    iput-object p2, p0, Lcom/lumenhall/hub/exec/CommandQueue$$ExternalSyntheticLambda0;->f$1:Lcom/lumenhall/hub/exec/Callback;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 3

    iget-object v0, p0, Lcom/lumenhall/hub/exec/CommandQueue$$ExternalSyntheticLambda0;->f$0:Lcom/lumenhall/hub/exec/CommandQueue$Work;

    iget-object v1, p0, Lcom/lumenhall/hub/exec/CommandQueue$$ExternalSyntheticLambda0;->f$1:Lcom/lumenhall/hub/exec/Callback;

    invoke-static {v0, v1}, Lcom/lumenhall/hub/exec/CommandQueue;->lambda$enqueue$0(Lcom/lumenhall/hub/exec/CommandQueue$Work;Lcom/lumenhall/hub/exec/Callback;)V

    return-void
.end method
