.class public final synthetic Lcom/hearthboard/rx/Disposables$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hearthboard/rx/Action;


# instance fields
.field public final synthetic f$0:Ljava/util/concurrent/Future;


# direct methods
.method public synthetic constructor <init>(Ljava/util/concurrent/Future;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/rx/Disposables$$ExternalSyntheticLambda0;->f$0:Ljava/util/concurrent/Future;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 2

    iget-object v0, p0, Lcom/hearthboard/rx/Disposables$$ExternalSyntheticLambda0;->f$0:Ljava/util/concurrent/Future;

    invoke-static {v0}, Lcom/hearthboard/rx/Disposables;->lambda$fromFuture$0(Ljava/util/concurrent/Future;)V

    return-void
.end method
