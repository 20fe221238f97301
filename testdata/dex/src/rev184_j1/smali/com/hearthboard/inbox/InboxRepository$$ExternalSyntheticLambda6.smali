.class public final synthetic Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hearthboard/rx/Function;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/inbox/InboxRepository;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:J

.field public final synthetic f$3:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/inbox/InboxRepository;Ljava/lang/String;JLjava/lang/String;)V
    .registers 6

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda6;->f$0:Lcom/hearthboard/inbox/InboxRepository;

    iput-object p2, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda6;->f$1:Ljava/lang/String;

    iput-wide p3, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda6;->f$2:J

    iput-object p5, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda6;->f$3:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8

    iget-object v0, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda6;->f$0:Lcom/hearthboard/inbox/InboxRepository;

    iget-object v1, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda6;->f$1:Ljava/lang/String;

    iget-wide v2, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda6;->f$2:J

    iget-object v4, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda6;->f$3:Ljava/lang/String;

    check-cast p1, Lorg/json/JSONObject;

    move-object/from16 v5, p1

    invoke-virtual/range {v0 .. v5}, Lcom/hearthboard/inbox/InboxRepository;->lambda$send$5$com-hearthboard-inbox-InboxRepository(Ljava/lang/String;JLjava/lang/String;Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
