.class public final synthetic Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hearthboard/rx/Consumer;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/inbox/InboxToolProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/inbox/InboxToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda5;->f$0:Lcom/hearthboard/inbox/InboxToolProvider;

    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;)V
    .registers 3

    iget-object v0, p0, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda5;->f$0:Lcom/hearthboard/inbox/InboxToolProvider;

    check-cast p1, Lorg/json/JSONObject;

    invoke-virtual {v0, p1}, Lcom/hearthboard/inbox/InboxToolProvider;->lambda$dispatch$5$com-hearthboard-inbox-InboxToolProvider(Lorg/json/JSONObject;)V

    return-void
.end method
