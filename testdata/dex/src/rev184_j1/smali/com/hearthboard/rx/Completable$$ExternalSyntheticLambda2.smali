.class public final synthetic Lcom/hearthboard/rx/Completable$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hearthboard/rx/Consumer;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/rx/Action;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/rx/Action;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/rx/Completable$$ExternalSyntheticLambda2;->f$0:Lcom/hearthboard/rx/Action;

    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;)V
    .registers 3

    iget-object v0, p0, Lcom/hearthboard/rx/Completable$$ExternalSyntheticLambda2;->f$0:Lcom/hearthboard/rx/Action;

    check-cast p1, Ljava/lang/Boolean;

    invoke-static {v0, p1}, Lcom/hearthboard/rx/Completable;->lambda$subscribe$2(Lcom/hearthboard/rx/Action;Ljava/lang/Boolean;)V

    return-void
.end method
