.class public final synthetic Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/cetp/SessionStore;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:I

.field public final synthetic f$3:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/cetp/SessionStore;Ljava/lang/String;ILjava/lang/String;)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/cetp/SessionStore;

    iput-object p2, p0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iput p3, p0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda0;->f$2:I

    iput-object p4, p0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda0;->f$3:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/cetp/SessionStore;

    iget-object v1, p0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iget v2, p0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda0;->f$2:I

    iget-object v3, p0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda0;->f$3:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3}, Lcom/hearthboard/cetp/SessionStore;->lambda$open$0$com-hearthboard-cetp-SessionStore(Ljava/lang/String;ILjava/lang/String;)Lcom/hearthboard/cetp/SessionStore$Session;

    move-result-object v0

    return-object v0
.end method
