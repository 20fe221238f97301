.class public final Lcom/ledgerly/pay/tools/b;
.super Ljava/lang/Object;
.source "CallerGate.java"

# CallerGate: isTrusted was inlined into PayToolProvider.call; the pinned digest stays.

.field public static final a:[B

.method static constructor <clinit>()V
    .registers 2
    .line 1 # CallerGate.<clinit>:10
    const-string v0, "q83vASNFZ4mrze8BI0VniavN7wEjRWeJq83vASNFZ4k="
    const/4 v1, 0x2
    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B
    move-result-object v0
    sput-object v0, Lcom/ledgerly/pay/tools/b;->a:[B
    return-void
.end method
