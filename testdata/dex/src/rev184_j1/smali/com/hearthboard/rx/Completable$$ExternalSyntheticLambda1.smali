.class public final synthetic Lcom/hearthboard/rx/Completable$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hearthboard/rx/Function;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/rx/Single;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/rx/Single;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/rx/Completable$$ExternalSyntheticLambda1;->f$0:Lcom/hearthboard/rx/Single;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/hearthboard/rx/Completable$$ExternalSyntheticLambda1;->f$0:Lcom/hearthboard/rx/Single;

    check-cast p1, Ljava/lang/Boolean;

    invoke-static {v0, p1}, Lcom/hearthboard/rx/Completable;->lambda$andThen$1(Lcom/hearthboard/rx/Single;Ljava/lang/Boolean;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method
