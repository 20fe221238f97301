.class final Lcom/kestrel/ledger/identity/CallerCache$Cached;
.super Ljava/lang/Object;
.source "CallerCache.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/kestrel/ledger/identity/CallerCache;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Cached"
.end annotation


# instance fields
.field final identity:Lcom/kestrel/ledger/identity/CallerIdentity;

.field final loadedAt:J


# direct methods
.method constructor <init>(Lcom/kestrel/ledger/identity/CallerIdentity;J)V
    .registers 4

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iput-object p1, p0, Lcom/kestrel/ledger/identity/CallerCache$Cached;->identity:Lcom/kestrel/ledger/identity/CallerIdentity;

    .line 22
    iput-wide p2, p0, Lcom/kestrel/ledger/identity/CallerCache$Cached;->loadedAt:J

    .line 23
    return-void
.end method
