.class public final Lcom/relaykit/home/trust/Pairings$Pairing;
.super Ljava/lang/Object;
.source "Pairings.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/relaykit/home/trust/Pairings;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Pairing"
.end annotation


# instance fields
.field final certSha256:[B

.field final scopes:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>([BLjava/util/Set;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "([B",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;)V"
        }
    .end annotation

    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 29
    iput-object p1, p0, Lcom/relaykit/home/trust/Pairings$Pairing;->certSha256:[B

    .line 30
    iput-object p2, p0, Lcom/relaykit/home/trust/Pairings$Pairing;->scopes:Ljava/util/Set;

    .line 31
    return-void
.end method


# virtual methods
.method public certSha256()[B
    .registers 2

    .line 34
    iget-object v0, p0, Lcom/relaykit/home/trust/Pairings$Pairing;->certSha256:[B

    return-object v0
.end method

.method public scopes()Ljava/util/Set;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 38
    iget-object v0, p0, Lcom/relaykit/home/trust/Pairings$Pairing;->scopes:Ljava/util/Set;

    return-object v0
.end method
