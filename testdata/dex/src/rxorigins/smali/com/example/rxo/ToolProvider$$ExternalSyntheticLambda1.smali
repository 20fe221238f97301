.class public final synthetic Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

# instance fields
.field public final synthetic f$0:Lcom/example/rxo/ToolProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/example/rxo/ToolProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/rxo/ToolProvider;
    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/rxo/ToolProvider;
    invoke-static {v0}, Lcom/example/rxo/ToolProvider;->lambda$rearm$1(Lcom/example/rxo/ToolProvider;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
