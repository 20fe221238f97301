.class public final Lcom/hearthkit/RunTicket$Companion;
.super Ljava/lang/Object;
.source "Tickets.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 52
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/hearthkit/RunTicket$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final fresh()Ljava/lang/String;
    .registers 5
    .line 55
    invoke-static {}, Lcom/hearthkit/RunTicket;->access$getRandom$cp()Ljava/util/Random;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    invoke-static {}, Lcom/hearthkit/RunTicket;->access$getRandom$cp()Ljava/util/Random;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
