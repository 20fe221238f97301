.class Lcom/kestrel/ledger/identity/CallerCache$1;
.super Ljava/util/LinkedHashMap;
.source "CallerCache.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/kestrel/ledger/identity/CallerCache;-><init>(IJLcom/kestrel/ledger/identity/CallerCache$Loader;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/util/LinkedHashMap<",
        "Ljava/lang/Integer;",
        "Lcom/kestrel/ledger/identity/CallerCache$Cached;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/kestrel/ledger/identity/CallerCache;

.field final synthetic val$capacity:I


# direct methods
.method constructor <init>(Lcom/kestrel/ledger/identity/CallerCache;IFZI)V
    .registers 6

    .line 33
    iput-object p1, p0, Lcom/kestrel/ledger/identity/CallerCache$1;->this$0:Lcom/kestrel/ledger/identity/CallerCache;

    iput p5, p0, Lcom/kestrel/ledger/identity/CallerCache$1;->val$capacity:I

    invoke-direct {p0, p2, p3, p4}, Ljava/util/LinkedHashMap;-><init>(IFZ)V

    return-void
.end method


# virtual methods
.method protected removeEldestEntry(Ljava/util/Map$Entry;)Z
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/Map$Entry<",
            "Ljava/lang/Integer;",
            "Lcom/kestrel/ledger/identity/CallerCache$Cached;",
            ">;)Z"
        }
    .end annotation

    .line 36
    invoke-virtual {p0}, Lcom/kestrel/ledger/identity/CallerCache$1;->size()I

    move-result v0

    iget v1, p0, Lcom/kestrel/ledger/identity/CallerCache$1;->val$capacity:I

    if-le v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
