.class Lcom/relaykit/home/trust/PairedAppsGate$1;
.super Ljava/lang/Object;
.source "PairedAppsGate.java"

# interfaces
.implements Ljava/util/function/Predicate;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/relaykit/home/trust/PairedAppsGate;->admit(I)Ljava/util/Set;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/function/Predicate<",
        "Ljava/lang/String;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/relaykit/home/trust/PairedAppsGate;


# direct methods
.method constructor <init>(Lcom/relaykit/home/trust/PairedAppsGate;)V
    .registers 2

    .line 29
    iput-object p1, p0, Lcom/relaykit/home/trust/PairedAppsGate$1;->this$0:Lcom/relaykit/home/trust/PairedAppsGate;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public bridge synthetic test(Ljava/lang/Object;)Z
    .registers 3

    .line 29
    check-cast p1, Ljava/lang/String;

    invoke-virtual {p0, p1}, Lcom/relaykit/home/trust/PairedAppsGate$1;->test(Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method public test(Ljava/lang/String;)Z
    .registers 5

    .line 32
    iget-object v0, p0, Lcom/relaykit/home/trust/PairedAppsGate$1;->this$0:Lcom/relaykit/home/trust/PairedAppsGate;

    invoke-static {v0}, Lcom/relaykit/home/trust/PairedAppsGate;->-$$Nest$fgetpairings(Lcom/relaykit/home/trust/PairedAppsGate;)Lcom/relaykit/home/trust/Pairings;

    move-result-object v0

    iget-object v1, p0, Lcom/relaykit/home/trust/PairedAppsGate$1;->this$0:Lcom/relaykit/home/trust/PairedAppsGate;

    invoke-static {v1}, Lcom/relaykit/home/trust/PairedAppsGate;->-$$Nest$fgetprovider(Lcom/relaykit/home/trust/PairedAppsGate;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, p1, v1}, Lcom/relaykit/home/trust/Pairings;->find(Ljava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/trust/Pairings$Pairing;

    move-result-object v2

    .line 33
    if-eqz v2, :cond_0

    iget-object v0, p0, Lcom/relaykit/home/trust/PairedAppsGate$1;->this$0:Lcom/relaykit/home/trust/PairedAppsGate;

    invoke-static {v0}, Lcom/relaykit/home/trust/PairedAppsGate;->-$$Nest$fgetverifier(Lcom/relaykit/home/trust/PairedAppsGate;)Lcom/relaykit/home/trust/Pairings$Verifier;

    move-result-object v0

    invoke-virtual {v2}, Lcom/relaykit/home/trust/Pairings$Pairing;->certSha256()[B

    move-result-object v1

    invoke-interface {v0, p1, v1}, Lcom/relaykit/home/trust/Pairings$Verifier;->signedAsPaired(Ljava/lang/String;[B)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
