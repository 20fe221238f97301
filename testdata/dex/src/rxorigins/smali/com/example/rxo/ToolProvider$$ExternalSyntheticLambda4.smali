.class public final synthetic Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lio/reactivex/rxjava3/functions/Consumer;


# instance fields
.field public final synthetic f$0:Lcom/example/rxo/ToolProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/example/rxo/ToolProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda4;->f$0:Lcom/example/rxo/ToolProvider;
    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;)V
    .registers 3
    iget-object v0, p0, Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda4;->f$0:Lcom/example/rxo/ToolProvider;
    check-cast p1, Ljava/lang/String;
    invoke-static {v0, p1}, Lcom/example/rxo/ToolProvider;->lambda$call$4(Lcom/example/rxo/ToolProvider;Ljava/lang/String;)V
    return-void
.end method
