.class public final Lcom/tallyspring/budget/data/Pairings$Pairing;
.super Ljava/lang/Object;
.source "Pairings.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyspring/budget/data/Pairings;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Pairing"
.end annotation


# instance fields
.field public final certSha256:Ljava/lang/String;

.field public final packageName:Ljava/lang/String;

.field public final pairedAtMs:J

.field public final scopes:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/Set;J)V
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;J)V"
        }
    .end annotation

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    iput-object p1, p0, Lcom/tallyspring/budget/data/Pairings$Pairing;->packageName:Ljava/lang/String;

    .line 21
    iput-object p2, p0, Lcom/tallyspring/budget/data/Pairings$Pairing;->certSha256:Ljava/lang/String;

    .line 22
    iput-object p3, p0, Lcom/tallyspring/budget/data/Pairings$Pairing;->scopes:Ljava/util/Set;

    .line 23
    iput-wide p4, p0, Lcom/tallyspring/budget/data/Pairings$Pairing;->pairedAtMs:J

    .line 24
    return-void
.end method
