.class public final synthetic Lcom/hearthboard/cetp/PairingRepository$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/cetp/PairingRepository;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/cetp/PairingRepository;Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/cetp/PairingRepository$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/cetp/PairingRepository;

    iput-object p2, p0, Lcom/hearthboard/cetp/PairingRepository$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lcom/hearthboard/cetp/PairingRepository$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/hearthboard/cetp/PairingRepository$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/cetp/PairingRepository;

    iget-object v1, p0, Lcom/hearthboard/cetp/PairingRepository$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lcom/hearthboard/cetp/PairingRepository$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;

    invoke-virtual {v0, v1, v2}, Lcom/hearthboard/cetp/PairingRepository;->lambda$pinnedDigest$0$com-hearthboard-cetp-PairingRepository(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
