.class public final synthetic Lcom/verdant/garden/cetp/SessionStore$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3

    check-cast p1, Ljava/lang/String;

    invoke-static {p1}, Lcom/verdant/garden/cetp/SessionStore;->lambda$find$0(Ljava/lang/String;)Z

    move-result v0

    return v0
.end method
