.class final Lcom/example/hdd/PaymentCapture;
.super Ljava/lang/Object;
.source "PaymentCapture.java"

# Java sketch: sketch/PaymentCapture.java (javac 17 + D8 --min-api 24).
# capture_payment (near miss): Set.add on the payment SDK's PaymentIntent.getRequestId(), not on request_id.
# com.paylib.sdk.* is a third-party SDK referenced only (not in this dex).

.field private final captured:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final client:Lcom/paylib/sdk/PayClient;

.method constructor <init>(Landroid/content/Context;)V
    .registers 3
    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 13
    new-instance v0, Ljava/util/HashSet;
    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V
    iput-object v0, p0, Lcom/example/hdd/PaymentCapture;->captured:Ljava/util/Set;
    .line 17
    invoke-static {p1}, Lcom/paylib/sdk/PayClient;->getInstance(Landroid/content/Context;)Lcom/paylib/sdk/PayClient;
    move-result-object p1
    iput-object p1, p0, Lcom/example/hdd/PaymentCapture;->client:Lcom/paylib/sdk/PayClient;
    .line 18
    return-void
.end method

.method capture(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 21
    iget-object v0, p0, Lcom/example/hdd/PaymentCapture;->client:Lcom/paylib/sdk/PayClient;
    invoke-virtual {v0, p2}, Lcom/paylib/sdk/PayClient;->retrieve(Ljava/lang/String;)Lcom/paylib/sdk/PaymentIntent;
    move-result-object p2
    .line 22
    iget-object v0, p0, Lcom/example/hdd/PaymentCapture;->captured:Ljava/util/Set;
    invoke-virtual {p2}, Lcom/paylib/sdk/PaymentIntent;->getRequestId()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_0
    .line 23
    const-string p2, "CONFLICT"
    const-string v0, "payment already captured"
    invoke-static {p1, p2, v0}, Lcom/example/hdd/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :cond_0
    iget-object v0, p0, Lcom/example/hdd/PaymentCapture;->client:Lcom/paylib/sdk/PayClient;
    invoke-virtual {v0, p2}, Lcom/paylib/sdk/PayClient;->capture(Lcom/paylib/sdk/PaymentIntent;)V
    .line 26
    const-string p2, "{\"captured\":true}"
    invoke-static {p1, p2}, Lcom/example/hdd/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
