.class public final synthetic Lcom/wrenfield/notes/core/Runner$Pooled$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/wrenfield/notes/core/Runner$Task;


# direct methods
.method public synthetic constructor <init>(Lcom/wrenfield/notes/core/Runner$Task;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/wrenfield/notes/core/Runner$Pooled$$ExternalSyntheticLambda1;->f$0:Lcom/wrenfield/notes/core/Runner$Task;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/wrenfield/notes/core/Runner$Pooled$$ExternalSyntheticLambda1;->f$0:Lcom/wrenfield/notes/core/Runner$Task;

    invoke-interface {v0}, Lcom/wrenfield/notes/core/Runner$Task;->run()Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
