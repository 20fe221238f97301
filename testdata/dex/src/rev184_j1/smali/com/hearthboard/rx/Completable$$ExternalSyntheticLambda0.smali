.class public final synthetic Lcom/hearthboard/rx/Completable$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/rx/Action;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/rx/Action;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/rx/Completable$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/rx/Action;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/hearthboard/rx/Completable$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/rx/Action;

    invoke-static {v0}, Lcom/hearthboard/rx/Completable;->lambda$fromAction$0(Lcom/hearthboard/rx/Action;)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method
