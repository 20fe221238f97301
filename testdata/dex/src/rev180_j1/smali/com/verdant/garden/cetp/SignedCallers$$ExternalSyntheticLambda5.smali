.class public final synthetic Lcom/verdant/garden/cetp/SignedCallers$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Ljava/lang/Integer;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/Integer;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/cetp/SignedCallers$$ExternalSyntheticLambda5;->f$0:Ljava/lang/Integer;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/verdant/garden/cetp/SignedCallers$$ExternalSyntheticLambda5;->f$0:Ljava/lang/Integer;

    check-cast p1, Lcom/verdant/garden/cetp/Grants$Grant;

    invoke-static {v0, p1}, Lcom/verdant/garden/cetp/SignedCallers;->lambda$apply$4(Ljava/lang/Integer;Lcom/verdant/garden/cetp/Grants$Grant;)Lcom/verdant/garden/cetp/Caller;

    move-result-object v0

    return-object v0
.end method
