.class public final synthetic Lcom/verdant/garden/cetp/SignedCallers$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    check-cast p1, [Ljava/lang/String;

    invoke-static {p1}, Lcom/verdant/garden/cetp/SignedCallers;->lambda$apply$1([Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
