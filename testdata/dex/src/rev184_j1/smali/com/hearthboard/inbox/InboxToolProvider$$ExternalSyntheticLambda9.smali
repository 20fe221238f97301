.class public final synthetic Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda9;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hearthboard/rx/Function;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/inbox/InboxToolProvider;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:J


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/inbox/InboxToolProvider;Ljava/lang/String;J)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda9;->f$0:Lcom/hearthboard/inbox/InboxToolProvider;

    iput-object p2, p0, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda9;->f$1:Ljava/lang/String;

    iput-wide p3, p0, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda9;->f$2:J

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    iget-object v0, p0, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda9;->f$0:Lcom/hearthboard/inbox/InboxToolProvider;

    iget-object v1, p0, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda9;->f$1:Ljava/lang/String;

    iget-wide v2, p0, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda9;->f$2:J

    check-cast p1, Lorg/json/JSONObject;

    invoke-virtual {v0, v1, v2, v3, p1}, Lcom/hearthboard/inbox/InboxToolProvider;->lambda$eventFromMessage$9$com-hearthboard-inbox-InboxToolProvider(Ljava/lang/String;JLorg/json/JSONObject;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method
