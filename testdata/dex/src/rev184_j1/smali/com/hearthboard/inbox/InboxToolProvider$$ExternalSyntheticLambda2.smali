.class public final synthetic Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hearthboard/rx/Consumer;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;)V
    .registers 2

    check-cast p1, Lcom/hearthboard/cetp/AccessDecision;

    invoke-static {p1}, Lcom/hearthboard/inbox/InboxToolProvider;->lambda$authorize$2(Lcom/hearthboard/cetp/AccessDecision;)V

    return-void
.end method
