.class final Lcom/relaykit/home/routines/DedupLedger$Entry;
.super Ljava/lang/Object;
.source "DedupLedger.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/relaykit/home/routines/DedupLedger;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Entry"
.end annotation


# instance fields
.field final argsDigest:Ljava/lang/String;

.field final outcome:Lorg/json/JSONObject;

.field final tool:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 4

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 31
    iput-object p1, p0, Lcom/relaykit/home/routines/DedupLedger$Entry;->tool:Ljava/lang/String;

    .line 32
    iput-object p2, p0, Lcom/relaykit/home/routines/DedupLedger$Entry;->argsDigest:Ljava/lang/String;

    .line 33
    iput-object p3, p0, Lcom/relaykit/home/routines/DedupLedger$Entry;->outcome:Lorg/json/JSONObject;

    .line 34
    return-void
.end method


# virtual methods
.method sameCall(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 4

    .line 37
    iget-object v0, p0, Lcom/relaykit/home/routines/DedupLedger$Entry;->tool:Ljava/lang/String;

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/relaykit/home/routines/DedupLedger$Entry;->argsDigest:Ljava/lang/String;

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
